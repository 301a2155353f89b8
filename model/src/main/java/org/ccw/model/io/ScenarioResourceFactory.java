package org.ccw.model.io;

import java.util.Optional;

import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.validation.StackRules;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.xmi.XMLHelper;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIHelperImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;

/**
 * XMI resources for scenario files that still read a stack's configuration by its old name. Each stack declares
 * its configuration class in an EMF package of its own (registered through {@link StackRules#configClass()}), and
 * a file saved now names it in that package's namespace ({@code xsi:type="dvcm:DvcmConfig"}); files written while
 * the class was in the cluster metamodel name it in the cluster namespace ({@code xsi:type="cluster:DvcmConfig"}).
 * A type the cluster package does not declare is looked up among the registered stacks' configuration classes by
 * name and made by its own package's factory, so those files load unchanged.
 */
final class ScenarioResourceFactory extends XMIResourceFactoryImpl {

    @Override
    public Resource createResource(URI uri) {
        return new XMIResourceImpl(uri) {
            @Override
            protected XMLHelper createXMLHelper() {
                return new StackConfigHelper(this);
            }
        };
    }

    /** The registered stack configuration class called {@code name}, if any. */
    static Optional<EClass> stackConfigClass(String name) {
        return StackRules.installed().stream().map(StackRules::configClass)
                .filter(configClass -> configClass.getName().equals(name)).findFirst();
    }

    private static final class StackConfigHelper extends XMIHelperImpl {
        StackConfigHelper(XMLResource resource) {
            super(resource);
        }

        @Override
        public EClassifier getType(EFactory eFactory, String typeName) {
            EClassifier type = super.getType(eFactory, typeName);
            if (type == null && eFactory != null && eFactory.getEPackage() == ClusterPackage.eINSTANCE) {
                return stackConfigClass(typeName).orElse(null);
            }
            return type;
        }

        @Override
        public EObject createObject(EFactory eFactory, EClassifier type) {
            // A class found by its old name belongs to the stack's package: the cluster factory cannot make it.
            EFactory own = type == null ? eFactory : type.getEPackage().getEFactoryInstance();
            return super.createObject(own, type);
        }
    }
}
