package org.ccw.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.PacketDiscard;
import org.ccw.model.cluster.Process;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.StackConfig;
import org.ccw.model.cluster.SwitchPort;
import org.ccw.model.cluster.impl.StackConfigImpl;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.presets.MachinePresets;
import org.ccw.model.ExampleScenarios;
import org.ccw.model.presets.Presets;
import org.ccw.model.workload.WorkloadKind;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EcoreFactory;
import org.ccw.model.validation.Problem.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ClusterValidatorTest {

    /**
     * The shipped examples of SSAM and of no stack; each stack validates its presets ({@code StackPresetsTest}) and
     * {@code ExamplesTest} every example. (These tests read the stacks' files, so they run here, where the stacks
     * that wrote them are registered; the model alone cannot read a stack's configuration.)
     */
    static Stream<Scenario> presets() {
        return Stream.of("ssam-two-hosts", "ssam-through-asx100", "atm16-sort", "atm6-lossy")
                .map(ExampleScenarios::load);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presets")
    void everyExampleValidatesClean(Scenario preset) {
        assertEquals(List.of(), ClusterValidator.validate(preset));
    }

    /** A job whose configuration no registered stack runs: a problem before any run, never raw cells. */
    @Test
    void aJobOnAStackThisBuildDoesNotRunIsAProblemNamingJobAndStack() {
        Scenario scenario = ExampleScenarios.load("ssam-two-hosts");
        scenario.getCluster().getJobs().get(0).setStack(new ElsewhereConfig());

        List<Problem> problems = ClusterValidator.validate(scenario);

        assertEquals(1, problems.size(), problems::toString);
        Problem problem = problems.get(0);
        assertEquals("job-stack", problem.constraintId());
        assertEquals("cluster/jobs[ssam]", problem.elementPath());
        assertTrue(problem.message().contains("job ssam runs ElsewhereConfig, a stack this build does not run yet"),
                problem.message());
    }

    /** A minimum a stack's configuration declares {@code atMost} its maximum (AM-II's polling ratios) stays below it. */
    @Test
    void aMinimumAboveItsMaximumIsABoundsOrderProblemAtTheStacksConfiguration() {
        Scenario clump = ExampleScenarios.load("amii-clump-myrinet");
        StackConfig config = clump.getCluster().getJobs().get(0).getStack();
        config.eSet(config.eClass().getEStructuralFeature("pollRatioMin"), 32);
        config.eSet(config.eClass().getEStructuralFeature("pollRatioMax"), 8);

        List<Problem> problems = ClusterValidator.validate(clump);

        assertEquals(1, problems.size(), problems::toString);
        assertEquals("bounds-order", problems.get(0).constraintId());
        assertEquals("cluster/jobs[loggp]/stack", problems.get(0).elementPath());
        assertTrue(problems.get(0).message().contains("pollRatioMin 32 exceeds pollRatioMax 8"),
                problems.get(0).message());
    }

    @Test
    void aProcessThatNamesAnUnlinkedNicIsAProblemNamingIt() {
        Scenario clump = ExampleScenarios.load("amii-clump-myrinet");
        Process p0 = clump.getCluster().getJobs().get(0).getProcesses().get(0);
        Host smp = (Host) p0.getProcessor().eContainer();
        p0.setNic(smp.getNics().get(2));
        clump.getCluster().getLinks().removeIf(l -> l.getEnd1() == smp.getNics().get(2)
                || l.getEnd2() == smp.getNics().get(2));

        List<Problem> problems = ClusterValidator.validate(clump).stream()
                .filter(p -> p.constraintId().equals("process-network")).toList();

        assertEquals(1, problems.size(), problems::toString);
        assertTrue(problems.get(0).message().contains("process p0 sends through network interface nic2 of host"),
                problems.get(0).message());
    }

    @Test
    void aScenarioWithNoJobIsAWarningNamingThePaletteToolThatAddsOne() {
        Scenario drawn = ExampleScenarios.load("ssam-two-hosts");
        drawn.getWorkloads().clear();
        drawn.getCluster().getJobs().clear();

        List<Problem> problems = ClusterValidator.validate(drawn);

        assertEquals(1, problems.size(), problems.toString());
        Problem nothing = problems.get(0);
        assertEquals(Severity.WARNING, nothing.severity());
        assertEquals(RunRequirements.NOTHING_TO_RUN, nothing.constraintId());
        assertTrue(nothing.message().contains("sends no message") && nothing.message().contains("Process tool")
                && nothing.message().contains("under Jobs"), nothing.message());
        assertTrue(ClusterValidator.isValid(drawn), "a warning does not refuse the run");
    }

    /** A scenario asking for something this build does not do is refused before the run, naming the workload. */
    @Test
    void aWorkloadOfAKindThisBuildDoesNotKnowIsOneProblemNamingIt() {
        Scenario scenario = ExampleScenarios.load("ssam-two-hosts");
        scenario.getWorkloads().get(0).setKind(WorkloadKind.valueOf("NOT_A_KIND_OF_THIS_BUILD"));

        List<Problem> problems = ClusterValidator.validate(scenario);

        assertEquals(1, problems.size(), problems::toString);
        assertEquals("workload-kind", problems.get(0).constraintId());
        assertEquals("workloads[remote-read]", problems.get(0).elementPath());
        assertTrue(problems.get(0).message().startsWith("workload remote-read asks for NOT_A_KIND_OF_THIS_BUILD, a"
                + " kind this build does not know (it knows PING_PONG, REMOTE_READ,"), problems.get(0).message());
        assertFalse(problems.get(0).message().contains("\n"));
    }

    @Test
    void everyMachinePresetValidatesCleanOnItsOwn() {
        Presets.nodePresets().forEach(preset ->
                assertEquals(List.of(), ClusterValidator.validate(preset.create("n")), preset.label()));
    }

    /** A break applied to the SSAM-through-a-switch preset, and the one problem it must cause. */
    /**
     * One broken constraint; {@code consequence}, when not null, the one other constraint the break necessarily
     * breaks too (a link moved away from a host's NIC leaves the host's process with no network).
     */
    record Break(String constraint, String path, String messagePart, Consumer<Scenario> breakIt, String consequence) {
        Break(String constraint, String path, String messagePart, Consumer<Scenario> breakIt) {
            this(constraint, path, messagePart, breakIt, null);
        }

        @Override
        public String toString() {
            return constraint;
        }
    }

    static Stream<Arguments> breaks() {
        return Stream.of(
                new Break("range", "cluster/nodes[ss20-a]/processors[cpu0]",
                        "clockMHz = -60 MHz is below the minimum of 1 MHz",
                        s -> host(s, 1).getProcessors().get(0).setClockMHz(-60)),
                new Break("range", "cluster/links[ss20-b-link]", "cellLossRate = 1.5 probability is above the maximum of 1",
                        s -> s.getCluster().getLinks().get(1).setCellLossRate(1.5)),
                new Break("name-present", "cluster/nodes[2]", "a Host has no name",
                        s -> host(s, 2).setName(" ")),
                new Break("unique-name", "cluster/nodes[ss20-b]", "Host ss20-b shares its name with an earlier element of nodes",
                        s -> host(s, 1).setName("ss20-b")),
                new Break("unique-id", "cluster/links[ss20-b-link]",
                        "Link ss20-b-link has id 'ss20-b-link', also used by cluster/links[ss20-a-link]",
                        s -> s.getCluster().getLinks().get(0).setId("ss20-b-link")),
                new Break("link-ends", "cluster/links[ss20-a-link]", "connects two ends of the same AtmSwitch asx100",
                        s -> {
                            SwitchPort spare = ClusterFactory.eINSTANCE.createSwitchPort();
                            spare.setName("port2");
                            spare.setIndex(2);
                            atmSwitch(s).getPorts().add(spare);
                            s.getCluster().getLinks().get(0).setEnd1(spare);
                        }, "process-network"),
                new Break("endpoint-single-link", "cluster/nodes[ss20-b]/nics[nic0]",
                        "NetworkInterface nic0 is the end of both link ss20-a-link and link ss20-b-link",
                        s -> s.getCluster().getLinks().get(0).setEnd1(host(s, 2).getNics().get(0)), "process-network"),
                new Break("port-index", "cluster/nodes[asx100]/ports[port1]",
                        "has index 1 but switch asx100 has only 1 ports (0..0)",
                        s -> atmSwitch(s).setPortCount(1)),
                new Break("port-unique-index", "cluster/nodes[asx100]/ports[port1]", "both use index 0",
                        s -> port(s, 1).setIndex(0)),
                new Break("host-processors", "cluster/nodes[spare]", "host spare has no processor",
                        s -> {
                            // a host of its own: taking a job's processor away would also leave the job short
                            Host spare = ClusterFactory.eINSTANCE.createHost();
                            spare.setName("spare");
                            s.getCluster().getNodes().add(spare);
                        }),
                new Break("nic-bus", "cluster/nodes[ss20-a]/nics[nic0]", "sits on IoBus sbus0 of another host",
                        s -> host(s, 1).getNics().get(0).setIoBus(host(s, 2).getIoBuses().get(0))),
                new Break("process-placement", "cluster/jobs[ssam]/processes[p0]",
                        "which is not a processor of a host in this cluster",
                        s -> s.getCluster().getJobs().get(0).getProcesses().get(0)
                                .setProcessor(MachinePresets.sparcStation20("stray").getProcessors().get(0))),
                new Break("process-placement", "cluster/jobs[ssam]/processes[p0]",
                        "sends through NetworkInterface nic0, which is not a network interface of its processor's host",
                        s -> s.getCluster().getJobs().get(0).getProcesses().get(0)
                                .setNic(host(s, 2).getNics().get(0))),
                new Break("epd-threshold", "cluster/nodes[asx100]",
                        "epdThresholdCells 300 cells exceeds bufferCellsPerPort 256 cells",
                        s -> {
                            atmSwitch(s).setPacketDiscard(PacketDiscard.EARLY);
                            atmSwitch(s).setEpdThresholdCells(300);
                        }),
                new Break("workload-participants", "workloads[remote-read]", "Process x, which is not a process of job ssam",
                        s -> {
                            Process outsider = ClusterFactory.eINSTANCE.createProcess();
                            outsider.setName("x");
                            outsider.setProcessor(host(s, 1).getProcessors().get(0));
                            org.ccw.model.cluster.Job other = ClusterFactory.eINSTANCE.createJob();
                            other.setName("other");
                            other.getProcesses().add(outsider);
                            s.getCluster().getJobs().add(other);
                            s.getWorkloads().get(0).getParticipants().add(outsider);
                        }),
                new Break("job-processes", "cluster/jobs[ssam]", "job ssam has 1 process; its workload needs at least 2",
                        s -> s.getCluster().getJobs().get(0).getProcesses().remove(1)),
                new Break("job-workload", "cluster/jobs[ssam]", "job ssam has no workload",
                        s -> s.getWorkloads().clear()),
                new Break("kernel-costs", "cluster/nodes[ss20-b]/kernel",
                        "a read system call that finds a cell (1 ns) cannot cost less than one that finds none",
                        s -> host(s, 2).getKernel().setReadSyscallOneCellNanos(1)),
                new Break("multiplicity", "cluster/links[ss20-a-link]", "end2",
                        s -> s.getCluster().getLinks().get(0).setEnd2(null))
        ).map(Arguments::of);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("breaks")
    void eachBrokenConstraintGivesExactlyItsProblem(Break broken) {
        Scenario scenario = ExampleScenarios.load("ssam-through-asx100");
        broken.breakIt().accept(scenario);

        List<Problem> all = ClusterValidator.validate(scenario);
        List<Problem> problems = all.stream().filter(p -> !p.constraintId().equals(broken.consequence())).toList();

        assertEquals(1, problems.size(), () -> "expected one problem, got " + all);
        if (broken.consequence() != null) {
            assertEquals(2, all.size(), () -> "expected its one consequence too, got " + all);
        }
        Problem problem = problems.get(0);
        assertEquals(Severity.ERROR, problem.severity());
        assertEquals(broken.constraint(), problem.constraintId());
        assertEquals(broken.path(), problem.elementPath());
        assertTrue(problem.message().contains(broken.messagePart()), problem.message());
        assertTrue(problem.message().endsWith("[" + broken.constraint() + "]"), problem.message());
    }

    @Test
    void absurdNumberInAFileLoadsButFailsValidationNamingUnitAndLimit() throws Exception {
        Path file = Path.of(getClass().getResource("/org/ccw/model/io/negative-clock.ccw").toURI());
        List<Problem> problems = ClusterValidator.validate(ClusterModelIO.load(file));
        assertEquals(List.of(new Problem(Severity.ERROR, "cluster/nodes[ss20-a]/processors[cpu0]", "range",
                "Processor cpu0: clockMHz = -60 MHz is below the minimum of 1 MHz [range]")), problems);
    }

    private static Host host(Scenario s, int index) {
        return (Host) s.getCluster().getNodes().get(index);
    }

    private static AtmSwitch atmSwitch(Scenario s) {
        return (AtmSwitch) s.getCluster().getNodes().get(0);
    }

    private static SwitchPort port(Scenario s, int index) {
        return atmSwitch(s).getPorts().get(index);
    }

    /** The configuration of a stack this build does not have: its own package, registered by no stack. */
    private static final class ElsewhereConfig extends StackConfigImpl {
        private static final EClass ECLASS = declare();

        @Override
        protected EClass eStaticClass() {
            return ECLASS;
        }

        private static EClass declare() {
            EPackage elsewhere = EcoreFactory.eINSTANCE.createEPackage();
            elsewhere.setName("elsewhere");
            elsewhere.setNsURI("http://www.ccw.org/test/elsewhere");
            elsewhere.setNsPrefix("elsewhere");
            EClass config = EcoreFactory.eINSTANCE.createEClass();
            config.setName("ElsewhereConfig");
            config.getESuperTypes().add(org.ccw.model.cluster.ClusterPackage.Literals.STACK_CONFIG);
            elsewhere.getEClassifiers().add(config);
            return config;
        }
    }
}
