package org.ccw.engine.pvmam.driver;

import org.ccw.engine.pvmam.PvmamPresets;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.config.PvmRoute;
import org.ccw.engine.pvmam.config.PvmTransport;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.run.UnrunnableScenarioException;
import org.ccw.engine.stack.Stacks;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.model.validation.Problem;
import org.junit.jupiter.api.Test;

/** PVMAM's registration: its preset runs, and what this build does not run is a problem before the run. */
class PvmamStackTest {

    private static PvmamConfig config(Scenario scenario) {
        return (PvmamConfig) scenario.getCluster().getJobs().get(0).getStack();
    }

    private static long count(List<TraceEvent> trace, Class<? extends TraceEvent> type, String kind) {
        return trace.stream().filter(e -> type.isInstance(e) && (e instanceof TraceEvent.MessageSent s
                ? s.kind().equals(kind) : ((TraceEvent.MessageDelivered) e).kind().equals(kind))).count();
    }

    @Test
    void thePresetValidatesCleanAndEveryPvmMessageTravelsAsOneAnsweredRequestOverUdp() throws IOException {
        Scenario scenario = PvmamPresets.pvmamSolarisEthernet();
        assertEquals(List.of(), ClusterValidator.validate(scenario));
        List<TraceEvent> trace = new ArrayList<>();

        RunSummary summary = HeadlessRun.of(scenario).sink(trace::add).run();

        assertEquals(PvmamStack.NAME, summary.stack());
        assertEquals(200, summary.messagesSent(), "100 pings and their 100 pongs: " + summary);
        assertEquals(200, summary.messagesDelivered(), summary::toString);
        assertEquals(0, summary.retransmissions(), "nothing is lost on a clean network");
        assertTrue(summary.finishedPs() > 0, summary::toString);
        assertEquals(200, count(trace, TraceEvent.MessageSent.class, "pvm"));
        assertEquals(200, count(trace, TraceEvent.MessageDelivered.class, "pvm"));
        assertEquals(200, count(trace, TraceEvent.MessageSent.class, "request"), "one fragment, one AM each");
        assertEquals(200, count(trace, TraceEvent.MessageDelivered.class, "reply"), "each answered");
        assertTrue(trace.stream().anyMatch(e -> e instanceof TraceEvent.CellFormatted f
                && f.format().equals(PvmamStack.NAME)), "each AM's header is recorded for the inspector");
    }

    @Test
    void theSameSeedGivesTheSameTrace() throws IOException {
        Scenario scenario = PvmamPresets.pvmamSolarisEthernet();
        scenario.getFaults().setLossRate(0.05);
        config(scenario).setTimeoutMicros(2_000);

        RunSummary first = HeadlessRun.of(scenario).until(Time.micros(200_000)).run();
        RunSummary second = HeadlessRun.of(scenario).until(Time.micros(200_000)).run();

        assertEquals(first.fingerprint(), second.fingerprint());
        assertEquals(200, first.messagesDelivered(), first::toString);
    }

    @Test
    void theDirectRouteRunsPvmOverTcpWithoutActiveMessages() throws IOException {
        Scenario scenario = PvmamPresets.pvmamSolarisEthernet();
        config(scenario).setRoute(PvmRoute.DIRECT);
        scenario.getWorkloads().get(0).setMessageBytes(20_000);
        assertEquals(List.of(), ClusterValidator.validate(scenario));
        List<TraceEvent> trace = new ArrayList<>();

        RunSummary summary = HeadlessRun.of(scenario).until(Time.micros(2_000_000)).sink(trace::add).run();

        assertEquals(200, summary.messagesDelivered(), summary::toString);
        assertTrue(summary.finishedPs() > 0, summary::toString);
        assertEquals(0, count(trace, TraceEvent.MessageSent.class, "request"));
    }

    @Test
    void theDaemonRouteValidatesCleanAndRunsAPingPongThroughThePvmds() throws IOException {
        Scenario scenario = PvmamPresets.pvmamSolarisEthernet();
        config(scenario).setRoute(PvmRoute.DAEMON);

        assertTrue(ClusterValidator.validate(scenario).isEmpty(), () -> ClusterValidator.validate(scenario).toString());
        RunSummary summary = HeadlessRun.of(scenario).run();

        assertEquals(summary.messagesSent(), summary.messagesDelivered());
        assertTrue(summary.messagesSent() > 0);
    }

    @Test
    void anotherWorkloadAndAnFftOfTooFewRowsAreProblemsNamingThem() {
        Scenario scenario = PvmamPresets.pvmamSolarisEthernet();
        scenario.getWorkloads().get(0).setKind(WorkloadKind.BULK_TRANSFER);
        Scenario fft = PvmamPresets.pvmamFftSolarisEthernet(4);
        fft.getWorkloads().get(0).setMessageBytes(16 * 3);

        List<String> problems = ClusterValidator.validate(scenario).stream().map(Problem::message).toList();
        List<String> fftProblems = ClusterValidator.validate(fft).stream().map(Problem::message).toList();

        assertEquals(1, problems.size(), problems::toString);
        assertTrue(problems.get(0).contains("runs ping-pong and 2-D FFT workloads so far"), problems::toString);
        assertEquals(1, fftProblems.size(), fftProblems::toString);
        assertTrue(fftProblems.get(0).startsWith("PVMAM job fft's 2-D FFT of side 3 has fewer rows than its 4 tasks"),
                fftProblems::toString);
    }

    @Test
    void udpOverAnAtmCardIsClassicalIpAndValidatesClean() throws IOException {
        Scenario atm = PvmamPresets.pvmamFftSolarisAtm(2);
        atm.getWorkloads().get(0).setKind(WorkloadKind.PING_PONG);
        atm.getWorkloads().get(0).setMessageBytes(8);
        config(atm).setTransport(PvmTransport.UDP);

        assertEquals(List.of(), ClusterValidator.validate(atm));
        RunSummary summary = HeadlessRun.of(atm).run();

        assertEquals(200, summary.messagesDelivered(), summary::toString);
        assertTrue(summary.finishedPs() > 0, summary::toString);
    }

    @Test
    void aCellLostOnAtmLosesItsDatagramAndTheAmLayerSendsItAgain() throws IOException {
        Scenario atm = PvmamPresets.pvmamFftSolarisAtm(2);
        atm.getWorkloads().get(0).setKind(WorkloadKind.PING_PONG);
        atm.getWorkloads().get(0).setMessageBytes(4_000);
        config(atm).setTransport(PvmTransport.UDP);
        atm.getFaults().setLossRate(0.002);
        List<TraceEvent> trace = new ArrayList<>();

        RunSummary summary = HeadlessRun.of(atm).sink(trace::add).run();

        // each 4 KB message is one AM, one datagram of 86 cells: a lost cell fails its packet's AAL5 trailer
        assertTrue(trace.stream().anyMatch(e -> e instanceof TraceEvent.CellDropped d
                && d.reason() == org.ccw.engine.trace.DropReason.CHECKSUM), "a packet discarded by its trailer");
        assertTrue(summary.retransmissions() > 0, summary::toString);
        assertEquals(200, summary.messagesDelivered(), summary::toString);
    }

    @Test
    void overTcpEveryRequestIsAnsweredWithoutTimersOrCopies() throws IOException {
        Scenario scenario = PvmamPresets.pvmamSolarisEthernet();
        config(scenario).setTransport(PvmTransport.TCP);
        assertEquals(List.of(), ClusterValidator.validate(scenario));
        List<TraceEvent> trace = new ArrayList<>();

        RunSummary summary = HeadlessRun.of(scenario).sink(trace::add).run();

        assertEquals(200, summary.messagesDelivered(), summary::toString);
        assertTrue(summary.finishedPs() > 0, summary::toString);
        assertTrue(trace.stream().noneMatch(e -> e instanceof TraceEvent.TimerFired),
                "a reliable stream needs no request timers, and on a lossless link TCP's never expires");
        assertTrue(trace.stream().noneMatch(e -> e instanceof TraceEvent.CellInjected c && c.kind().equals("ack")
                        && c.timePs() <= summary.finishedPs()),
                "the stream's acknowledgments ride on the replies: each is delayed, and the reply goes first (only"
                        + " the last message's goes alone, Solaris's 50 ms after it)");
    }

    @Test
    void theBpiOnAnEthernetCardIsAProblemNamingTheCard() {
        Scenario scenario = PvmamPresets.pvmamSolarisEthernet();
        config(scenario).setTransport(PvmTransport.MYRINET_BPI);

        List<Problem> problems = ClusterValidator.validate(scenario);

        assertEquals(2, problems.size(), problems::toString);
        assertTrue(problems.get(0).message().contains("runs over the Myrinet BPI, but process p0 uses fe0"),
                problems.get(0).message());
    }

    @Test
    void thePresetIsOfferedAndItsHeadersRead() {
        PvmamStack stack = (PvmamStack) Stacks.all().stream().filter(s -> s.name().equals(PvmamStack.NAME))
                .findFirst().orElseThrow();
        assertEquals(3, stack.presets().size());
        stack.presets().forEach(p -> assertEquals(List.of(), ClusterValidator.validate(p.scenario().get())));
        assertTrue(stack.wireFormat().isPresent());
    }

    @Test
    void aHostThatLeavesTheMemoryCopyRateUnsetIsAProblemNotASilentDefault() {
        Scenario scenario = PvmamPresets.pvmamLinuxMyrinet();
        assertEquals(List.of(), ClusterValidator.validate(scenario));
        org.ccw.model.cluster.Host host = (org.ccw.model.cluster.Host) scenario.getCluster().getJobs().get(0)
                .getProcesses().get(0).getProcessor().eContainer();
        host.unsetMemcpyMBps();
        List<Problem> problems = ClusterValidator.validate(scenario);
        assertEquals(1, problems.size(), problems::toString);
        assertEquals("cost-unset", problems.get(0).constraintId());
        assertTrue(problems.get(0).message().contains("memcpyMBps"), problems.get(0)::message);
        // set to the very figure the default has, it is a choice, not a silent default
        host.setMemcpyMBps(host.getMemcpyMBps());
        assertEquals(List.of(), ClusterValidator.validate(scenario));
    }
}
