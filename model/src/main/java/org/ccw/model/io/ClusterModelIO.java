package org.ccw.model.io;

import java.io.OutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ModelLoadException.Kind;
import org.ccw.model.validation.StackRules;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.ClassNotFoundException;
import org.eclipse.emf.ecore.xmi.FeatureNotFoundException;
import org.eclipse.emf.ecore.xmi.IllegalValueException;
import org.eclipse.emf.ecore.xmi.PackageNotFoundException;
import org.eclipse.emf.ecore.xmi.UnresolvedReferenceException;
import org.eclipse.emf.ecore.xmi.XMIException;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.xml.sax.SAXParseException;

/**
 * Reads and writes scenario files: XMI, UTF-8, cross references written as element ids (see
 * {@link org.ccw.model.naming.ElementIds}). Loading turns every way a file can be wrong into one
 * {@link ModelLoadException} with a {@link Kind}; saving is atomic, so a crash or a failing save never leaves a
 * half-written file where the old one was.
 */
public final class ClusterModelIO {

    /** Extension of scenario files; any other extension loads as well. */
    public static final String FILE_EXTENSION = "ccw";

    /** Deferred id resolution lets a reference point forward to an element written later in the file. */
    private static final Map<String, Object> LOAD_OPTIONS = Map.of(
            XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE);

    private static final Map<String, Object> SAVE_OPTIONS = Map.of(
            XMLResource.OPTION_ENCODING, "UTF-8",
            XMLResource.OPTION_LINE_WIDTH, 120);

    private ClusterModelIO() {
    }

    /**
     * A resource set that knows the cluster package and creates XMI resources for {@code .ccw} files (and any
     * other extension). Every resource set that holds scenarios must be made here or registered the same way,
     * or {@code createResource} returns null.
     */
    public static ResourceSet newResourceSet() {
        ResourceSet resourceSet = new ResourceSetImpl();
        register(resourceSet);
        return resourceSet;
    }

    /**
     * Registers the cluster package, each registered stack's configuration package and the scenario resource
     * factory (which still reads a stack's configuration by the name it had in the cluster package) in an existing
     * resource set.
     */
    public static void register(ResourceSet resourceSet) {
        resourceSet.getPackageRegistry().put(ClusterPackage.eNS_URI, ClusterPackage.eINSTANCE);
        StackRules.installed().forEach(rules -> {
            EPackage stackPackage = rules.configClass().getEPackage();
            resourceSet.getPackageRegistry().put(stackPackage.getNsURI(), stackPackage);
        });
        ScenarioResourceFactory factory = new ScenarioResourceFactory();
        Map<String, Object> factories = resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap();
        factories.put(FILE_EXTENSION, factory);
        factories.putIfAbsent(Resource.Factory.Registry.DEFAULT_EXTENSION, factory);
    }

    /**
     * Loads the scenario in {@code file} into a new resource set.
     *
     * @throws ModelLoadException when the file is missing, unreadable, not well-formed XML, of another namespace,
     *                            has unknown elements, dangling references or unparsable values, or holds no
     *                            scenario
     */
    public static Scenario load(Path file) throws ModelLoadException {
        if (!Files.isRegularFile(file)) {
            throw new ModelLoadException(Kind.NOT_FOUND, file, 0, 0,
                    Files.isDirectory(file) ? "a folder, not a scenario file" : "no such file", null);
        }
        if (!Files.isReadable(file)) {
            throw new ModelLoadException(Kind.UNREADABLE, file, 0, 0, "file is not readable", null);
        }
        Resource resource = newResourceSet().createResource(URI.createFileURI(file.toAbsolutePath().toString()));
        try {
            resource.load(LOAD_OPTIONS);
        } catch (IOException e) {
            throw translate(file, e, resource.getErrors());
        } catch (RuntimeException e) {
            // EMF reports some parse failures (e.g. a value that does not fit its type) as unchecked exceptions.
            throw translate(file, e, resource.getErrors());
        }
        if (!resource.getErrors().isEmpty()) {
            throw translate(file, null, resource.getErrors());
        }
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Scenario scenario)) {
            String found = resource.getContents().isEmpty() ? "nothing"
                    : "a " + resource.getContents().get(0).eClass().getName();
            throw new ModelLoadException(Kind.NOT_A_SCENARIO, file, 0, 0,
                    "expected a Scenario at the root, found " + found, null);
        }
        return scenario;
    }

    /**
     * Writes {@code scenario} to {@code file} atomically: the XMI goes to a temporary file in the same directory,
     * is forced to disk, and then replaces {@code file} in one rename ({@link AtomicFile}). When anything fails, {@code file} is left
     * as it was and the temporary file is removed.
     *
     * @throws IOException when the model cannot be serialized (e.g. it references an element outside the
     *                     scenario) or the file cannot be written
     */
    public static void save(Scenario scenario, Path file) throws IOException {
        Path target = file.toAbsolutePath();
        AtomicFile.write(target, out -> write(scenario, target, out));
    }

    private static void write(Scenario scenario, Path target, OutputStream out) throws IOException {
        Resource own = scenario.eResource();
        if (own != null && own.getContents().size() == 1) {
            own.save(out, SAVE_OPTIONS);
            return;
        }
        // A scenario outside any resource (or sharing one) is written through a scratch resource, then released.
        // Its URI must be absolute, or references inside the file would be written as relative cross-file hrefs.
        Resource scratch = newResourceSet().createResource(URI.createFileURI(target.toString()));
        int index = own == null ? -1 : own.getContents().indexOf(scenario);
        scratch.getContents().add(scenario);
        try {
            scratch.save(out, SAVE_OPTIONS);
        } finally {
            scratch.getContents().remove(scenario);
            if (own != null) {
                own.getContents().add(index, scenario);
            }
        }
    }

    private static ModelLoadException translate(Path file, Exception thrown, List<Resource.Diagnostic> errors) {
        Throwable cause = thrown;
        // Unwrap EMF's IOWrappedException / WrappedException to the parser's own exception.
        while (cause != null && !(cause instanceof XMIException) && !(cause instanceof SAXParseException)
                && cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        if (!(cause instanceof XMIException) && !(cause instanceof SAXParseException) && !errors.isEmpty()
                && errors.get(0) instanceof Exception first) {
            cause = first;
        }
        if (cause instanceof SAXParseException sax) {
            return new ModelLoadException(Kind.MALFORMED_XML, file, sax.getLineNumber(), sax.getColumnNumber(),
                    "not well-formed XML: " + oneLine(sax.getMessage()), thrown);
        }
        if (cause instanceof XMIException xmi) {
            return new ModelLoadException(kindOf(xmi), file, xmi.getLine(), xmi.getColumn(), describe(xmi), thrown);
        }
        Throwable reported = cause == null ? thrown : cause;
        String message = reported == null ? "unknown error" : oneLine(String.valueOf(reported.getMessage()));
        Kind kind = reported instanceof NumberFormatException ? Kind.BAD_VALUE : Kind.MALFORMED_XML;
        return new ModelLoadException(kind, file, 0, 0, message, thrown);
    }

    private static Kind kindOf(XMIException xmi) {
        if (xmi instanceof PackageNotFoundException) {
            return Kind.WRONG_NAMESPACE;
        }
        if (xmi instanceof UnresolvedReferenceException) {
            return Kind.DANGLING_REFERENCE;
        }
        if (xmi instanceof IllegalValueException || xmi.getCause() instanceof NumberFormatException) {
            return Kind.BAD_VALUE;
        }
        if (xmi instanceof FeatureNotFoundException || xmi instanceof ClassNotFoundException) {
            return Kind.UNKNOWN_FEATURE;
        }
        if (xmi.getCause() instanceof SAXParseException) {
            return Kind.MALFORMED_XML;
        }
        return Kind.BAD_VALUE;
    }

    private static String describe(XMIException xmi) {
        if (xmi instanceof PackageNotFoundException p) {
            return "wrong namespace '" + p.uri() + "', expected '" + ClusterPackage.eNS_URI + "'";
        }
        if (xmi instanceof UnresolvedReferenceException u) {
            return "dangling reference '" + u.getReference() + "' in feature '" + u.getFeature().getName() + "'";
        }
        if (xmi instanceof FeatureNotFoundException f) {
            return "unknown element or attribute '" + f.getName() + "'";
        }
        if (xmi instanceof ClassNotFoundException c) {
            return "unknown type '" + c.getName() + "'";
        }
        if (xmi instanceof IllegalValueException v) {
            return "bad value '" + v.getValue() + "' for " + v.getFeature().getName() + " ("
                    + v.getFeature().getEType().getName() + ")";
        }
        Throwable detail = xmi.getCause() != null ? xmi.getCause() : xmi;
        return "bad value: " + oneLine(String.valueOf(detail.getMessage()));
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s+", " ").trim();
    }
}
