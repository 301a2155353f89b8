package org.ccw.model.generator;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EAnnotation;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.plugin.EcorePlugin;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;

/**
 * Runs EMF's own code generator headless (no Eclipse workbench) on a genmodel and writes the model and edit
 * code below an output directory.
 *
 * <p>The genmodel names its target folders as workspace paths ({@code /ccw-model-gen/src},
 * {@code /ccw-edit-gen/src}); this tool maps those two pseudo-projects onto {@code OUTPUT/emf-model} and
 * {@code OUTPUT/emf-edit}, so the generator's by-products (plugin.xml, MANIFEST.MF, build.properties) land in
 * the build directory and never in the source tree. Both folders are emptied first: generating into an empty
 * folder means no JMerge of stale code and no leftovers from deleted classes.
 *
 * <p>Features carrying the units annotation ({@value #UNITS_SOURCE}) get their generated Javadoc from it,
 * so units and ranges are written once, in the .ecore file.
 *
 * <p>Generation is skipped when {@code OUTPUT_DIR/generated-from.sha256} matches the contents of the genmodel's
 * folder (genmodel and .ecore), so ordinary builds (and several engineers' builds sharing one target folder) do not rewrite the
 * generated sources under each other.
 *
 * <p>The same tool generates each stack's own configuration package: given a folder (the engine's
 * {@code src/main/model}), every genmodel one level below it (one folder per stack), all into the same output; a
 * stack's genmodel uses {@code cluster.genmodel} for the {@code StackConfig} supertype and sets no edit directory.
 *
 * <p>Usage: {@code ClusterCodeGenerator GENMODEL_FILE|MODEL_DIR OUTPUT_DIR}; exit code 1 when generation reports an error.
 */
public final class ClusterCodeGenerator {

    /** Annotation source of the unit/range declarations on features; read at run time by the model's FeatureSpec. */
    public static final String UNITS_SOURCE = "http://www.ccw.org/cluster/units";

    private static final String STAMP_FILE = "generated-from.sha256";

    /** A genmodel's {@code usedGenPackages} file (relative to it). */
    private static final Pattern USED_GEN_MODEL = Pattern.compile("usedGenPackages=\"([^\"#]+)#");

    private static final Map<String, String> PSEUDO_PROJECTS = Map.of(
            "ccw-model-gen", "emf-model",
            "ccw-edit-gen", "emf-edit");

    private ClusterCodeGenerator() {
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: ClusterCodeGenerator GENMODEL_FILE|MODEL_DIR OUTPUT_DIR");
            System.exit(2);
        }
        Path input = Path.of(args[0]).toAbsolutePath();
        Path outputDir = Path.of(args[1]).toAbsolutePath();
        List<Path> genModelFiles = genModels(input);
        String inputs = genModelFiles.stream().map(ClusterCodeGenerator::inputsOf).collect(Collectors.joining(" "));
        Path stamp = outputDir.resolve(STAMP_FILE);
        if (inputs.equals(readStamp(stamp))) {
            System.out.println("EMF code is up to date with " + input.getFileName());
            return;
        }
        Diagnostic result = generate(genModelFiles, outputDir);
        if (result.getSeverity() >= Diagnostic.WARNING) {
            report(result, "");
        }
        if (result.getSeverity() >= Diagnostic.ERROR) {
            System.exit(1);
        }
        writeStamp(stamp, inputs);
    }

    /**
     * The genmodel {@code input} names, or, for a folder, the genmodel of each folder in it (the engine's
     * {@code src/main/model}: one folder per stack, so a new stack's package is generated without a build edit).
     */
    private static List<Path> genModels(Path input) {
        if (!Files.isDirectory(input)) {
            return List.of(input);
        }
        try (Stream<Path> files = Files.walk(input, 2)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".genmodel")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * What {@code genModelFile}'s code is made from: the files beside it and, for a stack's genmodel, those beside
     * the genmodels it uses (the cluster's: a change to {@code StackConfig} regenerates the stacks' code too).
     */
    private static String inputsOf(Path genModelFile) {
        StringBuilder inputs = new StringBuilder(fingerprint(genModelFile.getParent()));
        try {
            Matcher used = USED_GEN_MODEL.matcher(Files.readString(genModelFile));
            while (used.find()) {
                inputs.append('+').append(fingerprint(genModelFile.getParent().resolve(used.group(1)).getParent()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return inputs.toString();
    }

    /** SHA-256 over the names and contents of the files beside the genmodel (the genmodel and its .ecore). */
    private static String fingerprint(Path modelDir) {
        try (Stream<Path> files = Files.list(modelDir)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                digest.update(file.getFileName().toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                digest.update(Files.readAllBytes(file));
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String readStamp(Path stamp) {
        try {
            return Files.exists(stamp) ? Files.readString(stamp).trim() : "";
        } catch (IOException e) {
            return "";
        }
    }

    private static void writeStamp(Path stamp, String inputs) {
        try {
            Files.writeString(stamp, inputs);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + stamp, e);
        }
    }

    /**
     * Generates model and edit code for each genmodel in {@code genModelFiles} below {@code outputDir}, emptied once
     * first.
     *
     * @return each genmodel's own diagnosis and the diagnostics of its model and edit generation runs
     */
    public static Diagnostic generate(List<Path> genModelFiles, Path outputDir) {
        for (Map.Entry<String, String> project : PSEUDO_PROJECTS.entrySet()) {
            Path root = outputDir.resolve(project.getValue());
            deleteRecursively(root);
            EcorePlugin.getPlatformResourceMap().put(project.getKey(), URI.createFileURI(root + "/"));
        }
        BasicDiagnostic result = new BasicDiagnostic(ClusterCodeGenerator.class.getName(), 0,
                "EMF code generation into " + outputDir, null);
        genModelFiles.forEach(genModelFile -> result.add(generateOne(genModelFile)));
        return result;
    }

    private static Diagnostic generateOne(Path genModelFile) {
        GenModel genModel = loadGenModel(genModelFile);
        genModel.getGenPackages().forEach(genPackage -> documentUnits(genPackage.getEcorePackage()));

        Generator generator = new Generator();
        // Inside Eclipse an extension point registers the GenModel templates; standalone we do it ourselves.
        generator.getAdapterFactoryDescriptorRegistry()
                .addDescriptor(GenModelPackage.eNS_URI, GenModelGeneratorAdapterFactory.DESCRIPTOR);
        generator.setInput(genModel);
        BasicMonitor monitor = new BasicMonitor();
        BasicDiagnostic result = new BasicDiagnostic(ClusterCodeGenerator.class.getName(), 0,
                "EMF code generation of " + genModelFile, null);
        Diagnostic validity = genModel.diagnose();
        result.add(validity);
        if (validity.getSeverity() < Diagnostic.ERROR) {
            result.add(generator.generate(genModel, GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE, monitor));
            // A stack's own configuration package sets no edit directory: EMF.Edit's reflective item providers
            // (ClusterEditing) serve its classes, so generic code never registers a stack's adapter factory.
            if (genModel.eIsSet(GenModelPackage.Literals.GEN_MODEL__EDIT_DIRECTORY)) {
                result.add(generator.generate(genModel, GenBaseGeneratorAdapter.EDIT_PROJECT_TYPE, monitor));
            }
        }
        return result;
    }

    private static void report(Diagnostic diagnostic, String indent) {
        System.err.println(indent + diagnostic.getMessage());
        if (diagnostic.getException() != null) {
            diagnostic.getException().printStackTrace();
        }
        diagnostic.getChildren().forEach(child -> report(child, indent + "  "));
    }

    private static GenModel loadGenModel(Path genModelFile) {
        EcorePackage.eINSTANCE.eClass();
        GenModelPackage.eINSTANCE.eClass();
        ResourceSet resourceSet = new ResourceSetImpl();
        Map<String, Object> factories = resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap();
        factories.put("ecore", new EcoreResourceFactoryImpl());
        factories.put("genmodel", new XMIResourceFactoryImpl());
        resourceSet.getPackageRegistry().put(GenModelPackage.eNS_URI, GenModelPackage.eINSTANCE);

        URI uri = URI.createFileURI(genModelFile.toString());
        GenModel genModel = (GenModel) resourceSet.getResource(uri, true).getContents().get(0);
        // The genmodel file holds only settings; initialize() (re)creates the GenClass/GenFeature tree from the
        // .ecore, so the metamodel is the single source and never needs a reload step in Eclipse.
        // A stack's genmodel uses the cluster genmodel's package (its StackConfig supertype): built the same way.
        genModel.getGenPackages().forEach(genPackage -> genPackage.initialize(genPackage.getEcorePackage()));
        genModel.getUsedGenPackages().forEach(genPackage -> genPackage.initialize(genPackage.getEcorePackage()));
        genModel.reconcile();
        genModel.setCanGenerate(true);
        return genModel;
    }

    /** Copies each feature's unit, range and description into the documentation the generator turns into Javadoc. */
    private static void documentUnits(EPackage ePackage) {
        ePackage.eAllContents().forEachRemaining(element -> {
            if (element instanceof EStructuralFeature feature) {
                EAnnotation units = feature.getEAnnotation(UNITS_SOURCE);
                if (units != null && EcoreUtil.getDocumentation(feature) == null) {
                    EcoreUtil.setDocumentation(feature, describe(units.getDetails().map()));
                }
            }
        });
    }

    private static String describe(Map<String, String> details) {
        StringBuilder text = new StringBuilder(details.getOrDefault("description", ""));
        String unit = details.get("unit");
        if (unit != null) {
            text.append(" Unit: ").append(unit).append('.');
        }
        if (details.containsKey("min") || details.containsKey("max")) {
            text.append(" Range: ").append(details.getOrDefault("min", "-inf"))
                    .append(" .. ").append(details.getOrDefault("max", "+inf")).append('.');
        }
        return text.toString().trim();
    }

    private static void deleteRecursively(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot empty " + root, e);
        }
    }
}
