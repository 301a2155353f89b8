package org.ccw.engine.dvcm.module;

import org.ccw.engine.dvcm.Dvcm;
import org.ccw.engine.dvcm.DvcmCluster;
import org.ccw.engine.dvcm.DvcmProcess;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import org.ccw.engine.dvcm.DvcmPresets;

/**
 * The extension-module API of seed 001 §3 as a student's module sees it: command handlers triggered locally, by a
 * remote application and by another unit (§2); the two timeout services; the heap; initialization and
 * deactivation. The module under test, {@link Probe}, uses only {@code org.ccw.engine.dvcm.module}.
 */
class ExtensionModuleApiTest {
    private static final String NOTE = "NOTE";
    private static final String RELAY = "RELAY";
    private static final String GREET = "GREET";
    private static final String HELLO = "HELLO";
    private static final String CANCEL = "CANCEL";
    private static final double NOTE_CYCLES = 120;
    private static final long STATE_BYTES = 1024;
    private static final long RUN_PS = Time.micros(2_000);

    /** A module that records what reaches its handlers. */
    private static final class Probe implements ExtensionModule {
        final List<Command> notes = new ArrayList<>();
        final List<ControlMessage> hellos = new ArrayList<>();
        final List<Timeout> armed = new ArrayList<>();
        final List<Long> armedPs = new ArrayList<>();
        final List<Long> firedPs = new ArrayList<>();
        final List<Boolean> cancelled = new ArrayList<>();
        ModuleContext context;
        long initPs = -1;
        boolean deactivated;

        @Override
        public String name() {
            return "probe";
        }

        @Override
        public void init(ModuleContext unit) {
            context = unit;
            initPs = unit.now();
            unit.heap().allocate(STATE_BYTES);
            // NOTE records the command and does some work of its own on the unit's coprocessor
            unit.onCommand(NOTE, c -> {
                unit.charge(NOTE_CYCLES);
                notes.add(c);
            });
            // RELAY has the unit named as its destination execute NOTE with the same length and tag
            unit.onCommand(RELAY, c -> unit.issue(c.destination(), NOTE, c.destination(), c.bytes(), c.tag()));
            unit.onCommand(GREET, c -> unit.send(c.destination(), HELLO, (int) c.tag()));
            unit.onControlMessage(HELLO, hellos::add);
            // ARM_<service> sets a timeout of tag picoseconds under that service
            for (TimeoutService service : TimeoutService.values()) {
                unit.onCommand("ARM_" + service, c -> {
                    armedPs.add(unit.now());
                    armed.add(unit.timeout(service, c.tag(), "probe-" + service, () -> firedPs.add(unit.now())));
                });
            }
            unit.onCommand(CANCEL, c -> armed.forEach(t -> cancelled.add(t.cancel())));
        }

        @Override
        public void deactivate() {
            context.heap().free(STATE_BYTES);
            deactivated = true;
        }
    }

    private final List<TraceEvent> trace = new ArrayList<>();
    private final Map<Integer, Probe> probes = new TreeMap<>();

    /** A quiet three-host star with a {@link Probe} on every unit; hosts as processes 0, 1, 2. */
    private DvcmCluster star() {
        trace.clear();
        probes.clear();
        DvcmCluster c = DvcmCluster.of(DvcmPresets.dvcmStar(3), trace::add);
        c.dvcm().load(node -> {
            Probe probe = new Probe();
            probes.put(node, probe);
            return probe;
        });
        return c;
    }

    private List<TraceEvent.HandlerRan> runs(String handler) {
        return trace.stream().filter(TraceEvent.HandlerRan.class::isInstance).map(TraceEvent.HandlerRan.class::cast)
                .filter(h -> h.handler().equals(handler)).toList();
    }

    private List<TraceEvent.TimerFired> timers(String name) {
        return trace.stream().filter(TraceEvent.TimerFired.class::isInstance).map(TraceEvent.TimerFired.class::cast)
                .filter(t -> t.timer().equals(name)).toList();
    }

    private static long noteDurationPs(DvcmCluster c, int node) {
        return c.dvcm().unit(node).coprocessor().costs().cyclesPs(NOTE_CYCLES);
    }

    // ---- commands: local, from a remote application, from another unit ----

    @Test
    void aLocalApplicationsCommandRunsItsHandlerOnItsOwnUnit() {
        DvcmCluster c = star();
        DvcmProcess app = c.process(0);
        boolean[] posted = new boolean[1];
        app.post(NOTE, c.process(1).node(), 256, 7, () -> posted[0] = true);
        c.run(RUN_PS);

        assertTrue(posted[0], "the application went on once the command was in the ring");
        assertEquals(List.of(new Command(NOTE, app.node(), c.process(1).node(), 256, 7)), probes.get(app.node()).notes);
        probes.forEach((node, p) -> assertEquals(node == app.node() ? 1 : 0, p.notes.size(), "unit " + node));
        TraceEvent.HandlerRan run = runs(NOTE).get(0);
        assertEquals(app.node(), run.node());
        assertEquals(app.node(), run.from());
        assertEquals(noteDurationPs(c, app.node()), run.durationPs(), "the handler's own work, on its coprocessor");
        assertTrue(trace.stream().noneMatch(e -> e instanceof TraceEvent.CellInjected ci
                && ci.kind().equals(Dvcm.REMOTE_COMMAND)), "nothing is forwarded");
    }

    @Test
    void aRemoteApplicationsCommandRunsOnTheTargetUnitWithTheApplicationsHostAsIssuer() {
        DvcmCluster c = star();
        int issuer = c.process(0).node();
        int target = c.process(2).node();
        long tag = -5_000_000_001L;   // both halves of the tag survive the control message
        boolean[] posted = new boolean[1];
        c.process(0).postRemote(target, NOTE, c.process(1).node(), 4096, tag, () -> posted[0] = true);
        c.run(RUN_PS);

        assertTrue(posted[0]);
        assertEquals(List.of(new Command(NOTE, issuer, c.process(1).node(), 4096, tag)), probes.get(target).notes);
        probes.forEach((node, p) -> assertEquals(node == target ? 1 : 0, p.notes.size(), "unit " + node));
        List<TraceEvent.HandlerRan> runs = runs(NOTE);
        assertEquals(1, runs.size());
        assertEquals(target, runs.get(0).node(), "traced on the target unit");
        assertEquals(issuer, runs.get(0).from(), "from the remote application's host");
        assertEquals(noteDurationPs(c, target), runs.get(0).durationPs());
        assertTrue(trace.stream().anyMatch(e -> e instanceof TraceEvent.CellInjected ci && ci.node() == issuer
                && ci.destination() == target && ci.kind().equals(Dvcm.REMOTE_COMMAND)),
                "forwarded by the issuer's unit as a control message");
        assertTrue(c.dvcm().units().stream().allMatch(u -> u.controlQuiet()), "and acknowledged");
    }

    @Test
    void aCommandIssuedByAnotherUnitRunsOnTheTargetWithThatUnitAsIssuer() {
        DvcmCluster c = star();
        int relay = c.process(0).node();
        int target = c.process(2).node();
        c.process(0).post(RELAY, target, 64, 11, () -> { });
        c.run(RUN_PS);

        assertEquals(List.of(new Command(NOTE, relay, target, 64, 11)), probes.get(target).notes);
        assertTrue(probes.get(relay).notes.isEmpty());
        TraceEvent.HandlerRan relayed = runs(RELAY).get(0);
        TraceEvent.HandlerRan note = runs(NOTE).get(0);
        assertEquals(relay, relayed.node());
        assertEquals(target, note.node());
        assertEquals(relay, note.from());
        assertEquals(noteDurationPs(c, target), note.durationPs(), "the work is charged to the target's coprocessor");
        assertTrue(note.timePs() > relayed.timePs());
    }

    @Test
    void anUnknownCommandFailsAtTheUnitThatWasToRunItLocallyOrRemotely() {
        DvcmCluster local = star();
        int issuer = local.process(0).node();
        local.process(0).post("NOPE", -1, 0, 0, () -> { });
        IllegalStateException here = assertThrows(IllegalStateException.class, () -> local.run(RUN_PS));
        assertEquals("unit " + issuer + ": no module handles command NOPE (issued by host " + issuer + ")",
                here.getMessage());

        DvcmCluster remote = star();
        int target = remote.process(2).node();
        remote.process(0).postRemote(target, "NOPE", -1, 0, 0, () -> { });
        IllegalStateException there = assertThrows(IllegalStateException.class, () -> remote.run(RUN_PS));
        assertEquals("unit " + target + ": no module handles command NOPE (issued by host " + issuer + ")",
                there.getMessage());
    }

    @Test
    void aCommandForAHostWithoutAUnitOrAUnitsOwnIsRefused() {
        DvcmCluster c = star();
        IllegalArgumentException noUnit = assertThrows(IllegalArgumentException.class,
                () -> c.process(0).postRemote(99, NOTE, -1, 0, 0, () -> { }));
        assertTrue(noUnit.getMessage().startsWith("host 99 has no DVCM execution unit"), noUnit.getMessage());

        int self = c.process(0).node();
        c.process(0).post(RELAY, self, 0, 0, () -> { });
        IllegalArgumentException toItself = assertThrows(IllegalArgumentException.class, () -> c.run(RUN_PS));
        assertEquals("unit " + self + " issues command NOTE to itself; a module calls its own handler directly",
                toItself.getMessage());
    }

    // ---- the two timeout services ----

    @Test
    void anAccurateTimeoutFiresExactlyAtItsDelay() {
        DvcmCluster c = star();
        int node = c.process(0).node();
        long delayPs = Time.micros(30) + 7;
        c.process(0).post("ARM_ACCURATE", -1, 0, delayPs, () -> { });
        c.run(RUN_PS);

        Probe probe = probes.get(node);
        long due = probe.armedPs.get(0) + delayPs;
        assertEquals(List.of(due), probe.firedPs);
        assertEquals(List.of(due), timers("probe-ACCURATE").stream().map(TraceEvent::timePs).toList());
        assertFalse(probe.armed.get(0).cancel(), "an expired timeout cannot be cancelled");
    }

    @Test
    void aCheapTimeoutFiresAtTheFirstTickNoEarlierThanItsDelay() {
        DvcmCluster c = star();
        int node = c.process(0).node();
        long tickPs = c.dvcm().unit(node).costs().cheapTickPs();
        long delayPs = Time.micros(30) + 7;
        c.process(0).post("ARM_CHEAP", -1, 0, delayPs, () -> { });
        c.run(RUN_PS);

        Probe probe = probes.get(node);
        long due = probe.armedPs.get(0) + delayPs;
        assertNotEquals(0, due % tickPs, "the delay ends between two ticks, so the cheap service is late");
        long fired = probe.firedPs.get(0);
        assertEquals(1, probe.firedPs.size());
        assertEquals(0, fired % tickPs, "on a tick");
        assertTrue(fired > due && fired < due + tickPs, () -> "fired at " + fired + ", due " + due);
        assertEquals(List.of(fired), timers("probe-CHEAP").stream().map(TraceEvent::timePs).toList());
    }

    @Test
    void aCancelledTimeoutNeverFires() {
        DvcmCluster c = star();
        int node = c.process(0).node();
        c.process(0).post("ARM_ACCURATE", -1, 0, Time.micros(500), () -> { });
        c.process(0).post(CANCEL, -1, 0, 0, () -> { });
        c.run(RUN_PS);

        Probe probe = probes.get(node);
        assertTrue(probe.armedPs.get(0) + Time.micros(500) < RUN_PS, "the run outlasts the delay");
        assertEquals(List.of(true), probe.cancelled, "cancelled while pending");
        assertTrue(probe.firedPs.isEmpty());
        assertTrue(timers("probe-ACCURATE").isEmpty());
        assertFalse(probe.armed.get(0).cancel(), "a second cancel has nothing to cancel");
    }

    // ---- the heap ----

    @Test
    void theHeapAccountsEachUnitsModuleAndRefusesWhatDoesNotFit() {
        DvcmCluster c = star();
        probes.values().forEach(p -> assertEquals(STATE_BYTES, p.context.heap().usedBytes(), "allocated in init"));
        ModuleHeap heap = probes.get(c.process(0).node()).context.heap();
        assertEquals(Dvcm.MODULE_HEAP_BYTES, heap.capacityBytes());

        heap.allocate(heap.capacityBytes() - STATE_BYTES);
        assertEquals(heap.capacityBytes(), heap.usedBytes(), "the whole heap may be used");
        assertEquals(STATE_BYTES, probes.get(c.process(1).node()).context.heap().usedBytes(),
                "another unit's heap is its own");
        IllegalStateException full = assertThrows(IllegalStateException.class, () -> heap.allocate(1));
        assertEquals("module heap: 1 bytes do not fit (16384 of 16384 in use)", full.getMessage());
        heap.free(heap.capacityBytes() - STATE_BYTES);
        assertEquals(STATE_BYTES, heap.usedBytes());
        IllegalStateException overFree = assertThrows(IllegalStateException.class, () -> heap.free(STATE_BYTES + 1));
        assertEquals("module heap: freeing 1025 of 1024 bytes in use", overFree.getMessage());

        c.run(RUN_PS);
        probes.values().forEach(p -> assertEquals(0, p.context.heap().usedBytes(), "freed in deactivate"));
    }

    @Test
    void twoCommandsThatWouldTravelAsOneOpcodeAreRefusedWhenTheSecondIsRegistered() {
        // a remote command carries its name's hash: "Aa" and "BB" share one, so one unit may not handle both
        star();
        ModuleContext unit = probes.values().iterator().next().context;
        unit.onCommand("Aa", command -> { });
        IllegalStateException clash = assertThrows(IllegalStateException.class, () -> unit.onCommand("BB", cmd -> { }));
        assertTrue(clash.getMessage().contains("same opcode as command Aa"), clash.getMessage());
    }

    // ---- initialization and deactivation ----

    @Test
    void initRunsAtLoadOnEveryUnit() {
        DvcmCluster c = star();
        assertEquals(0, c.kernel().eventsExecuted(), "before any event");
        assertEquals(c.dvcm().units().stream().map(u -> u.node()).toList(), List.copyOf(probes.keySet()));
        probes.forEach((node, p) -> {
            assertEquals(0, p.initPs);
            assertEquals(node, p.context.unit(), "each instance gets its own unit's context");
            assertFalse(p.deactivated);
        });
    }

    @Test
    void aControlMessageArrivingAfterDeactivationNeverReachesTheModule() {
        // a first run finds when GREET's HELLO leaves unit 0 and when it would reach unit 1
        DvcmCluster first = star();
        int from = first.process(0).node();
        int to = first.process(1).node();
        first.process(0).post(GREET, to, 0, 5, () -> { });
        first.run(RUN_PS);
        assertEquals(List.of(new ControlMessage(HELLO, from, new int[] {5})), probes.get(to).hellos);
        long sentPs = runs(GREET).get(0).timePs();
        long arrivedPs = runs(HELLO).get(0).timePs();
        assertTrue(probes.values().stream().allMatch(p -> p.deactivated), "deactivated at the end of the run");

        // the same run, deactivated while HELLO is on its way: the framework refuses it loudly
        DvcmCluster second = star();
        second.process(0).post(GREET, to, 0, 5, () -> { });
        second.kernel().schedule((sentPs + arrivedPs) / 2, () -> second.dvcm().deactivate());
        IllegalStateException late = assertThrows(IllegalStateException.class, () -> second.run(RUN_PS));
        assertEquals("unit " + to + ": no module handles control message " + HELLO, late.getMessage());
        assertTrue(probes.get(to).hellos.isEmpty(), "the handler was removed before deactivate ran");
        assertTrue(probes.values().stream().allMatch(p -> p.deactivated));
        assertEquals(1, runs(GREET).size());
        assertTrue(runs(HELLO).isEmpty());
    }

    @Test
    void aTimeoutPendingAtDeactivationNeverFires() {
        DvcmCluster c = star();
        int node = c.process(0).node();
        long delayPs = Time.micros(500);
        c.process(0).post("ARM_ACCURATE", -1, 0, delayPs, () -> { });
        c.kernel().runUntil(Time.micros(200));
        Probe probe = probes.get(node);
        assertEquals(1, probe.armed.size(), "armed before deactivation");
        c.dvcm().deactivate();
        c.run(RUN_PS);

        assertTrue(probe.armedPs.get(0) + delayPs < RUN_PS, "the run outlasts the delay");
        assertTrue(probe.firedPs.isEmpty());
        assertTrue(timers("probe-ACCURATE").isEmpty());
        assertFalse(probe.armed.get(0).cancel(), "deactivation cancelled it");
    }
}
