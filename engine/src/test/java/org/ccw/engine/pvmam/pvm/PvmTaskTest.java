package org.ccw.engine.pvmam.pvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.config.PvmRoute;
import org.ccw.engine.pvmam.config.PvmTransport;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.pvmam.config.PvmamFactory;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TaskState;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ccw.engine.amii.AmIIPresets;
import org.ccw.engine.pvmam.PvmamPresets;

/** Task programs calling the PVM library in simulated time (seed 003 §2, §6), on the AM and direct routes. */
class PvmTaskTest {
    private static final int ROUNDS = 5;
    private static final int INTS = 3_000;   // 12,000 bytes: two 8 KB fragments

    /** A run of one job's programs, its trace kept. */
    private record Run(PvmJob job, List<TraceEvent> trace) {
        List<TaskStateChanged> states(int task) {
            return trace.stream().flatMap(e -> TaskStateChanged.KIND.payloadOf(e).stream())
                    .filter(s -> s.task() == task).toList();
        }
    }

    private static Run run(Scenario scenario, PvmRoute route, IntFunction<PvmProgram> programs) {
        ((PvmamConfig) scenario.getCluster().getJobs().get(0).getStack()).setRoute(route);
        Topology topology = TopologyBuilder.from(scenario);
        SimulationKernel kernel = new SimulationKernel(topology.seed());
        List<TraceEvent> trace = new ArrayList<>();
        Tracer tracer = new Tracer(kernel, trace::add);
        Fabric fabric = Fabric.build(topology, kernel, tracer);
        PvmJob job = PvmJob.of(topology.drivenJob().orElseThrow(), fabric, kernel, tracer, programs);
        job.start();
        kernel.run();
        job.abandon();
        return new Run(job, trace);
    }

    /** Task 0 sends {@code ROUNDS} messages of numbers and waits for each to come back; task 1 echoes them. */
    private static PvmProgram pingPong(List<Integer> echoed) {
        return pvm -> {
            int peer = pvm.tids().get(1 - pvm.tids().indexOf(pvm.mytid()));
            boolean pinger = pvm.mytid() == pvm.tids().get(0);
            for (int round = 0; round < ROUNDS; round++) {
                if (pinger) {
                    XdrPacker out = pvm.initsend();
                    for (int i = 0; i < INTS; i++) {
                        out.pkint(round + i);
                    }
                    pvm.send(peer, 7);
                    XdrUnpacker in = pvm.recv(peer, 8).message().unpacker();
                    int intact = 0;
                    for (int i = 0; i < INTS; i++) {
                        intact += in.upkint() == round + i ? 1 : 0;
                    }
                    echoed.add(intact);
                } else {
                    XdrUnpacker in = pvm.recv(Pvm.ANY, Pvm.ANY).message().unpacker();
                    XdrPacker out = pvm.initsend();
                    for (int i = 0; i < INTS; i++) {
                        out.pkint(in.upkint());
                    }
                    pvm.send(peer, 8);
                }
            }
        };
    }

    @ParameterizedTest(name = "{0} route")
    @EnumSource(value = PvmRoute.class, names = {"AM", "DIRECT"})
    void aPingPongProgramGetsEveryMessageBackIntactAndBothTasksExit(PvmRoute route) {
        List<Integer> echoed = new ArrayList<>();
        Run run = run(PvmamPresets.pvmamSolarisEthernet(), route, i -> pingPong(echoed));

        assertEquals(List.of(INTS, INTS, INTS, INTS, INTS), echoed, "every number came back, round by round");
        assertTrue(run.job().finishedPs() > 0, "both programs returned");
        List<TaskStateChanged> pinger = run.states(1);
        assertEquals(TaskState.EXITED, pinger.get(pinger.size() - 1).state());
        assertTrue(pinger.stream().anyMatch(s -> s.state() == TaskState.WAITING && s.call().equals("pvm_recv")),
                "the pinger waits in pvm_recv while its message travels");
    }

    @ParameterizedTest(name = "{0} route")
    @EnumSource(value = PvmRoute.class, names = {"AM", "DIRECT"})
    void everyPvmMessageIsSentDeliveredAndReceivedUnderOneId(PvmRoute route) {
        Run run = run(PvmamPresets.pvmamSolarisEthernet(), route, i -> pingPong(new ArrayList<>()));

        Set<Long> sent = ids(run, TraceEvent.MessageSent.class);
        Set<Long> delivered = ids(run, TraceEvent.MessageDelivered.class);
        Set<Long> received = run.trace().stream().flatMap(e -> TaskStateChanged.KIND.payloadOf(e).stream())
                .filter(s -> s.state() == TaskState.COMPUTING && s.call().equals("pvm_recv"))
                .map(TaskStateChanged::messageId).collect(Collectors.toSet());
        assertEquals(2 * ROUNDS, sent.size());
        assertEquals(sent, delivered, "each message delivered under the id it was sent with");
        assertEquals(sent, received, "and each pvm_recv returns with it: the space-time view's line");
    }

    private static Set<Long> ids(Run run, Class<? extends TraceEvent> kind) {
        return run.trace().stream().filter(kind::isInstance).map(e -> {
            if (e instanceof TraceEvent.MessageSent s && s.kind().equals("pvm")) {
                return s.messageId();
            }
            if (e instanceof TraceEvent.MessageDelivered d && d.kind().equals("pvm")) {
                return d.messageId();
            }
            return -1L;
        }).filter(id -> id >= 0).collect(Collectors.toSet());
    }

    @ParameterizedTest(name = "{0} route")
    @EnumSource(value = PvmRoute.class, names = {"AM", "DIRECT"})
    void theSameSeedGivesTheSameTraceRecordForRecord(PvmRoute route) {
        List<String> first = run(PvmamPresets.pvmamSolarisEthernet(), route, i -> pingPong(new ArrayList<>())).trace()
                .stream().map(Object::toString).toList();
        List<String> second = run(PvmamPresets.pvmamSolarisEthernet(), route, i -> pingPong(new ArrayList<>())).trace()
                .stream().map(Object::toString).toList();

        for (int i = 0; i < Math.min(first.size(), second.size()); i++) {
            assertEquals(first.get(i), second.get(i), "record " + i);
        }
        assertEquals(first.size(), second.size());
    }

    @Test
    void theDirectRouteSendsNoActiveMessages() {
        Run run = run(PvmamPresets.pvmamSolarisEthernet(), PvmRoute.DIRECT, i -> pingPong(new ArrayList<>()));

        assertTrue(run.trace().stream().noneMatch(e -> e instanceof TraceEvent.MessageSent s
                && s.kind().equals("request")), "no AM requests: fragments go straight onto the TCP stream");
        assertTrue(run.job().interfaces().isEmpty());
    }

    @Test
    void computeTakesTheProcessorForItsTime() {
        List<Long> times = new ArrayList<>();
        run(PvmamPresets.pvmamSolarisEthernet(), PvmRoute.AM, i -> pvm -> {
            times.add(pvm.now());
            pvm.compute(Time.micros(250));
            times.add(pvm.now());
        });

        assertEquals(List.of(0L, 0L, Time.micros(250), Time.micros(250)), times, "both start at 0 on their hosts");
    }

    @Test
    void aMasterMulticastsToItsSlavesAndCollectsTheirAnswersFromAnySource() {
        Scenario scenario = AmIIPresets.now(3);
        PvmamConfig bpi = PvmamFactory.eINSTANCE.createPvmamConfig();
        bpi.setTransport(PvmTransport.MYRINET_BPI);
        scenario.getCluster().getJobs().get(0).setStack(bpi);
        List<Integer> answers = new ArrayList<>();

        run(scenario, PvmRoute.AM, i -> pvm -> {
            List<Integer> tids = pvm.tids();
            if (i == 0) {
                pvm.initsend().pkint(21);
                pvm.mcast(tids.subList(1, tids.size()), 1);
                for (int slave = 1; slave < tids.size(); slave++) {
                    answers.add(pvm.recv(Pvm.ANY, 2).message().unpacker().upkint());
                }
            } else {
                int asked = pvm.recv(tids.get(0), 1).message().unpacker().upkint();
                pvm.initsend().pkint(asked * 2 + i);
                pvm.send(tids.get(0), 2);
            }
        });

        assertEquals(List.of(43, 44), answers.stream().sorted().toList(), "each slave got the question once");
    }

    @Test
    void psendAndPrecvCarryRawBytes() {
        byte[] data = new byte[1_001];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) (i * 13);
        }
        List<byte[]> got = new ArrayList<>();
        run(PvmamPresets.pvmamSolarisEthernet(), PvmRoute.DIRECT, i -> pvm -> {
            if (i == 0) {
                pvm.psend(pvm.tids().get(1), 3, data);
            } else {
                got.add(pvm.precv(Pvm.ANY, 3));
            }
        });

        assertEquals(1, got.size());
        assertEquals(java.util.Arrays.toString(data), java.util.Arrays.toString(got.get(0)));
    }

    /**
     * Messages that wait in the socket while their task computes are read one fragment at a time once it is free,
     * as PVM's {@code mxinput} reads one and returns to {@code mxfer} (seed 003 §6.2), on either route: the first is
     * in the task's hands after its own read, the second a read later, not both at once after both reads.
     */
    @ParameterizedTest(name = "{0} route")
    @EnumSource(value = PvmRoute.class, names = {"AM", "DIRECT"})
    void waitingMessagesAreReadOneAtATimeWhenTheTaskIsFree(PvmRoute route) {
        long work = Time.micros(10_000);
        long[] free = {-1};
        List<Long> received = new ArrayList<>();
        run(PvmamPresets.pvmamSolarisEthernet(), route, i -> pvm -> {
            int peer = pvm.tids().get(1 - i);
            if (i == 0) {
                // a round trip first, so TCP's slow start and delayed acknowledgment are behind the connection
                pvm.psend(peer, 1, new byte[1_000]);
                pvm.precv(peer, 2);
                pvm.psend(peer, 3, new byte[1_000]);
                pvm.psend(peer, 3, new byte[1_000]);
            } else {
                pvm.psend(peer, 2, pvm.precv(peer, 1));
                pvm.compute(work);
                free[0] = pvm.now();
                for (int m = 0; m < 2; m++) {
                    pvm.precv(peer, 3);
                    received.add(pvm.now() - free[0]);
                }
            }
        });

        assertEquals(2, received.size());
        assertTrue(received.get(1) - received.get(0) >= received.get(0) / 2, route + ": the messages came "
                + received.stream().map(t -> t / Time.PS_PER_US).toList() + " us after the task was free: the"
                + " second with the first, both read before either was handed over");
    }
}
