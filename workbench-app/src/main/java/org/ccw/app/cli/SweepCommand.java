package org.ccw.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ccw.app.sweep.ExactlyOnce;
import org.ccw.app.sweep.LocalBackend;
import org.ccw.app.sweep.SlurmBackend;
import org.ccw.app.sweep.SweepBackend;
import org.ccw.app.sweep.SweepManifest;
import org.ccw.app.sweep.SweepProgress;
import org.ccw.app.sweep.SweepRows;
import org.ccw.app.sweep.SweepSource;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.folder.FolderLab;
import org.ccw.labs.folder.Labs;
import org.ccw.model.cluster.Scenario;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code workbench sweep SCENARIO|LAB [--seeds A..B] [--set PATH=V1,V2,…]… [--backend local|slurm] [--jobs N]
 * [--out DIR] [--json]}: expands the sweep into a manifest of independent runs ({@link SweepManifest}), runs those
 * without a row yet on a pool of local JVMs or as a Slurm job array, and gathers the rows into
 * {@code DIR/results.jsonl} and {@code DIR/results.csv}. Run again, it resumes; a different sweep in DIR is refused.
 * Exit 0 when every run succeeded, 1 when some failed (each a row with its error), 2 on bad input.
 */
@Command(name = "sweep", sortOptions = false,
    description = {"Run a scenario (or a lab) over many seeds and settings, here or on a Slurm cluster.",
        "Every run of the cross product of --seeds and the --set values is independent.",
        "DIR gets manifest.json, results.jsonl (a row per run: index, seed, settings,",
        "fingerprint, and what 'run --json' or 'lab run --json' prints) and results.csv.",
        "Run the same command again to resume: finished rows are not run again."})
final class SweepCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SCENARIO_COPY = "scenario.ccw";

    @Parameters(paramLabel = "SCENARIO|LAB", description = "A scenario file, or a lab's id or folder.")
    String source;

    @Option(names = "--seeds", paramLabel = "A..B",
        description = "The seeds, e.g. 1..1000 (default: the scenario's own seed; a lab's pinned one).")
    String seeds;

    @Option(names = "--set", paramLabel = "PATH=V1,V2,...",
        description = {"A scenario attribute and its values (repeatable), e.g.",
            "faults.lossRate=0,0.01,0.1 or workloads.messageCount=100,1000 (every",
            "workload; one by name or index: workloads[remote-read].messageCount).",
            "A lab folder's scenario takes them too."})
    List<String> set = new ArrayList<>();

    @Option(names = "--check", paramLabel = "exactly-once",
        description = {"Check every run of a scenario: exactly-once (every message sent was",
            "delivered exactly once and the run finished). Rows get a \"check\";",
            "the seeds that fail are listed at the end; exit 1 when any fails."})
    String check;

    @Option(names = "--backend", paramLabel = "local|slurm", defaultValue = "local",
        description = {"local (default): a pool of workbench processes on this machine.",
            "slurm: a job array on a Slurm cluster (DIR must be on a file system its nodes share)."})
    String backend;

    @Option(names = "--jobs", paramLabel = "N",
        description = "Local: processes at once (default: this machine's cores). Slurm: array tasks at once (%%N).")
    Integer jobs;

    @Option(names = "--out", paramLabel = "DIR", description = "The sweep's directory (default: sweep-NAME here).")
    Path out;

    @Option(names = "--json", description = "Print the sweep's tally as one JSON object.")
    boolean json;

    @Option(names = "--dry-run", description = "Slurm: write DIR/sweep.sbatch without submitting it.")
    boolean dryRun;

    @Option(names = "--partition", paramLabel = "NAME", description = "Slurm: the partition to run in.")
    String partition;

    @Option(names = "--time", paramLabel = "TIME", description = "Slurm: time limit per run, e.g. 00:10:00.")
    String time;

    @Option(names = "--mem", paramLabel = "SIZE", description = "Slurm: memory per run, e.g. 2G.")
    String memory;

    @Option(names = "--account", paramLabel = "NAME", description = "Slurm: the account to charge.")
    String account;

    @Spec
    CommandSpec spec;

    /** The workbench: its main class is what each task's JVM runs. */
    @ParentCommand
    WorkbenchCommand workbench;

    @Override
    public Integer call() throws Exception {
        SweepBackend runner = backend();
        Path file = Path.of(source);
        boolean isScenario = Files.isRegularFile(file);
        PrintWriter err = spec.commandLine().getErr();
        ObjectNode sourceNode = JSON.createObjectNode();
        SweepSource sweepSource;
        long ownSeed;
        String name;
        if (isScenario) {
            Scenario scenario = CheckedScenario.loadRunnable(file, err);
            sourceNode.put("scenario", SCENARIO_COPY).put("sha256", sha256(Files.readAllBytes(file)));
            sweepSource = new SweepSource.ScenarioSweep(scenario, check);
            ownSeed = scenario.getSeed();
            name = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        } else {
            Lab lab = LabArgument.lookup(source).orElseThrow(() -> new BadInputException("sweep: " + source
                + ": neither a scenario file nor a lab; " + LabArgument.known()));
            sourceNode.put("lab", Labs.byId(source).isPresent() ? source : file.toAbsolutePath().normalize().toString());
            sweepSource = new SweepSource.LabSweep(lab);
            // A lab folder runs its scenario with the scenario's seed; a Java lab with the seed it is pinned at.
            ownSeed = lab instanceof FolderLab folderLab ? folderLab.scenario().orElseThrow().getSeed()
                : LabOptions.defaults().seed();
            name = lab.id();
        }
        if (check != null && !check.equals(ExactlyOnce.NAME)) {
            throw new BadInputException("--check " + check + ": use " + ExactlyOnce.NAME);
        }
        if (check != null && !isScenario) {
            throw new BadInputException("--check " + check + ": only for a scenario file's runs; lab " + source
                + " checks its own measures");
        }
        SweepManifest manifest = manifest(sourceNode, ownSeed, sweepSource).withCheck(check);
        Path dir = (out != null ? out : Path.of("sweep-" + name)).toAbsolutePath().normalize();
        prepare(dir, manifest, isScenario ? file : null);

        SweepRows rows = new SweepRows(dir);
        List<Integer> todo = rows.todo(manifest);
        if (runner instanceof SlurmBackend slurm && dryRun && !todo.isEmpty()) {
            Path script = slurm.writeScript(dir, todo);
            spec.commandLine().getOut().println(script + ": " + todo.size() + " array tasks; submit it with 'sbatch "
                + script + "', then run this command again without --dry-run to collect the results");
            return ExitCode.OK;
        }
        long started = System.nanoTime();
        SweepProgress progress = new SweepProgress(err, System.console() != null, manifest.runs().size(),
            manifest.runs().size() - todo.size(), System::nanoTime);
        Map<Integer, String> lost;
        try {
            lost = todo.isEmpty() ? Map.of() : runner.run(dir, todo, progress);
        } finally {
            progress.close();
        }
        SweepRows.Tally tally = rows.collect(manifest, dir, lost);
        report(dir, manifest, todo.size(), tally, (System.nanoTime() - started) / 1e9);
        return tally.failed() > 0 || !tally.checkFailedSeeds().isEmpty() ? ExitCode.CHECK_FAILED : ExitCode.OK;
    }

    private SweepBackend backend() {
        if (jobs != null && jobs < 1) {
            throw new BadInputException("--jobs " + jobs + ": at least 1");
        }
        switch (backend.toLowerCase(Locale.ROOT)) {
            case "local" -> {
                for (Object[] slurmOnly : new Object[][] {{"--dry-run", dryRun ? true : null},
                        {"--partition", partition}, {"--time", time}, {"--mem", memory}, {"--account", account}}) {
                    if (slurmOnly[1] != null) {
                        throw new BadInputException(slurmOnly[0] + ": only with --backend slurm");
                    }
                }
                return new LocalBackend(jobs != null ? jobs : Runtime.getRuntime().availableProcessors(),
                        workbench.mainClass());
            }
            case "slurm" -> {
                return new SlurmBackend(partition, time, memory, account, jobs, workbench.mainClass());
            }
            default -> throw new BadInputException("--backend " + backend + ": use local or slurm");
        }
    }

    /** The sweep's manifest; every point's settings checked against the source first. */
    private SweepManifest manifest(ObjectNode sourceNode, long ownSeed, SweepSource sweepSource) {
        SweepManifest.SeedRange range;
        try {
            range = seeds == null ? new SweepManifest.SeedRange(ownSeed, ownSeed) : SweepManifest.SeedRange.parse(seeds);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--seeds " + seeds + ": " + e.getMessage());
        }
        Map<String, List<String>> settings = new LinkedHashMap<>();
        for (String setting : set) {
            int equals = setting.indexOf('=');
            if (equals <= 0 || equals == setting.length() - 1) {
                throw new BadInputException("--set " + setting + ": not PATH=V1,V2,... (e.g. faults.lossRate=0,0.1)");
            }
            String path = setting.substring(0, equals).strip();
            if (settings.put(path, Arrays.stream(setting.substring(equals + 1).split(",")).map(String::strip)
                    .toList()) != null) {
                throw new BadInputException("--set " + path + ": given twice; list its values in one --set");
            }
        }
        SweepManifest manifest;
        try {
            manifest = SweepManifest.expand(sourceNode, range, settings);
            manifest.points().forEach(sweepSource::check);
        } catch (IllegalArgumentException e) {
            String message = e.getMessage();
            throw new BadInputException(message.startsWith("--") ? message : "--set " + message, e);
        }
        return manifest;
    }

    /** DIR holds this sweep's manifest (and scenario) from now on; another sweep's DIR is refused. */
    private static void prepare(Path dir, SweepManifest manifest, Path scenarioFile) throws IOException {
        Path manifestFile = dir.resolve(SweepManifest.FILE);
        if (Files.exists(manifestFile)) {
            if (!SweepManifest.read(manifestFile).toJson().equals(manifest.toJson())) {
                throw new BadInputException(manifestFile + ": DIR holds another sweep (another scenario, or the"
                    + " scenario changed, or other seeds or settings); use another --out, or delete DIR to start over");
            }
            return;
        }
        Files.createDirectories(dir);
        if (scenarioFile != null) {
            Files.copy(scenarioFile, dir.resolve(SCENARIO_COPY), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        manifest.write(manifestFile);
    }

    private void report(Path dir, SweepManifest manifest, int ran, SweepRows.Tally tally, double seconds) {
        PrintWriter stdout = spec.commandLine().getOut();
        int resumed = tally.runs() - ran;
        List<Long> checkFailed = tally.checkFailedSeeds();
        if (json) {
            ObjectNode tallied = JSON.createObjectNode().put("out", dir.toString()).put("backend", backend.toLowerCase(
                    Locale.ROOT)).put("runs", tally.runs()).put("ran", ran).put("resumed", resumed)
                .put("failed", tally.failed()).put("results", dir.resolve(SweepRows.RESULTS).toString())
                .put("csv", dir.resolve(SweepRows.CSV).toString()).put("wallTimeSeconds", seconds);
            if (manifest.check() != null) {
                tallied.putObject("check").put("name", manifest.check()).put("failed", checkFailed.size())
                    .putArray("failedSeeds").addAll(checkFailed.stream().map(JSON.getNodeFactory()::numberNode).toList());
            }
            stdout.println(tallied);
        } else {
            stdout.printf(Locale.ROOT, "sweep     %d runs (seeds %s): %d ran, %d resumed, %d failed, %.1f s (%s)%n",
                tally.runs(), manifest.seeds(), ran, resumed, tally.failed(), seconds, backend.toLowerCase(Locale.ROOT));
            if (manifest.check() != null) {
                stdout.printf(Locale.ROOT, "check     %s: %d of %d runs fail%s%n", manifest.check(), checkFailed.size(),
                    tally.runs() - tally.failed(), checkFailed.isEmpty() ? "" : ", seeds " + seeds(checkFailed));
            }
            stdout.println("results   " + dir.resolve(SweepRows.RESULTS));
            stdout.println("          " + dir.resolve(SweepRows.CSV));
        }
        stdout.flush();
        if (tally.failed() > 0) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("workbench: " + tally.failed() + " of " + tally.runs() + " runs failed; each is a row with its"
                + " \"error\" in " + dir.resolve(SweepRows.RESULTS));
            err.flush();
        }
    }

    /** The seeds, at most 50 of them named, for one line. */
    private static String seeds(List<Long> seeds) {
        String named = seeds.stream().limit(50).map(String::valueOf).collect(java.util.stream.Collectors.joining(" "));
        return seeds.size() > 50 ? named + " … (every one in the rows' \"check\")" : named;
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java", e);
        }
    }
}
