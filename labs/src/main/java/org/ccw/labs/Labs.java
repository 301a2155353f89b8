package org.ccw.labs;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The catalogue of labs, in the order {@code workbench lab list} shows them: every {@link Lab} registered as a
 * {@code META-INF/services/org.ccw.labs.Lab} service, in the order the registrations list them. A stack's labs
 * live in a package named after the stack and join the catalogue by that registration alone.
 */
public final class Labs {
    private static final List<Lab> ALL = ServiceLoader.load(Lab.class, Lab.class.getClassLoader()).stream()
            .map(ServiceLoader.Provider::get).toList();

    private Labs() {
    }

    public static List<Lab> all() {
        return ALL;
    }

    /** The lab with id {@code id}, if any. */
    public static Optional<Lab> byId(String id) {
        return ALL.stream().filter(lab -> lab.id().equals(id)).findFirst();
    }
}
