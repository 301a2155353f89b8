package org.ccw.engine.net.echo;

import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.impl.StackConfigImpl;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EcoreFactory;

/**
 * The echo stack's job configuration: a {@code StackConfig} the metamodel does not know, declared here as its own
 * small EMF package, as a student's or a new paper's stack would be before it earns a place in the metamodel.
 */
final class EchoConfig extends StackConfigImpl {
    /** The configuration's class: a subclass of the metamodel's {@code StackConfig}. */
    static final EClass ECLASS = declare();

    @Override
    protected EClass eStaticClass() {
        return ECLASS;
    }

    private static EClass declare() {
        EPackage echo = EcoreFactory.eINSTANCE.createEPackage();
        echo.setName("echo");
        echo.setNsURI("http://www.ccw.org/test/echo");
        echo.setNsPrefix("echo");
        EClass config = EcoreFactory.eINSTANCE.createEClass();
        config.setName("EchoConfig");
        config.getESuperTypes().add(ClusterPackage.Literals.STACK_CONFIG);
        echo.getEClassifiers().add(config);
        return config;
    }
}
