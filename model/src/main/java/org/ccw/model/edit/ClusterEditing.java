package org.ccw.model.edit;

import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.provider.ClusterItemProviderAdapterFactory;
import org.ccw.model.io.ClusterModelIO;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;
import org.eclipse.emf.edit.provider.resource.ResourceItemProviderAdapterFactory;

/**
 * Editing domains for scenarios. Every change a user makes goes through the domain's command stack as an
 * EMF.Edit command ({@code SetCommand}, {@code AddCommand}, {@code RemoveCommand}, ...), so every edit can be
 * undone and redone, and the stack's save point tells whether the scenario has unsaved changes.
 */
public final class ClusterEditing {

    private ClusterEditing() {
    }

    /**
     * An editing domain over {@code scenario} with a fresh {@link BasicCommandStack}. The domain uses the
     * scenario's own resource set when it has one, otherwise a new one with the scenario put into a resource;
     * either way the cluster resource factory is registered in it.
     *
     * <p>Labels, property descriptors and child descriptors come from the generated item providers
     * ({@code org.ccw.model.cluster.provider}), falling back to reflective ones for anything else.
     */
    public static AdapterFactoryEditingDomain createDomain(Scenario scenario) {
        ComposedAdapterFactory adapterFactory = new ComposedAdapterFactory(
                ComposedAdapterFactory.Descriptor.Registry.INSTANCE);
        adapterFactory.addAdapterFactory(new ResourceItemProviderAdapterFactory());
        adapterFactory.addAdapterFactory(new ClusterItemProviderAdapterFactory());
        adapterFactory.addAdapterFactory(new ReflectiveItemProviderAdapterFactory());

        Resource resource = scenario.eResource();
        ResourceSet resourceSet;
        if (resource != null && resource.getResourceSet() != null) {
            resourceSet = resource.getResourceSet();
            ClusterModelIO.register(resourceSet);
        } else {
            resourceSet = ClusterModelIO.newResourceSet();
            if (resource == null) {
                // The domain edits what its resource set holds; a new scenario gets a placeholder resource until saved.
                resourceSet.createResource(URI.createURI("unsaved." + ClusterModelIO.FILE_EXTENSION))
                        .getContents().add(scenario);
            } else {
                resourceSet.getResources().add(resource);
            }
        }
        return new AdapterFactoryEditingDomain(adapterFactory, new BasicCommandStack(), resourceSet);
    }
}
