package org.ccw.model.validation;

import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.SsamConfig;
import org.ccw.model.cluster.StackConfig;
import org.eclipse.emf.ecore.EClass;

/**
 * Stands in, in the model's own tests, for the engine's registered stacks (the model cannot see the engine): rules
 * that run {@link SsamConfig} jobs and add nothing of their own, so the model's generic
 * rules can be tested on the presets. What a stack itself requires is tested beside the stack.
 */
public final class EngineStacksStandIn implements StackRules {

    @Override
    public String name() {
        return "engine-stacks";
    }

    @Override
    public EClass configClass() {
        return ClusterPackage.Literals.STACK_CONFIG;
    }

    @Override
    public boolean runs(StackConfig config) {
        return config instanceof SsamConfig;
    }
}
