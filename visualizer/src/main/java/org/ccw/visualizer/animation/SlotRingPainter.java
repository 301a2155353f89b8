package org.ccw.visualizer.animation;

import javafx.scene.text.TextAlignment;
import org.ccw.engine.trace.SlotState;

/**
 * Queues whose slots have states (a shared-memory packet queue) as rings of their slots beside the owning host,
 * each slot in its last state — a slot never changed is free — and the queue's name under the ring. A slot whose
 * compare-and-swap was just lost flashes: a ring round it in the drop colour, shrinking as it fades, a cross in it
 * when the slot was taken (the queue was full).
 */
final class SlotRingPainter implements CanvasFrame.Painter {

    @Override
    public void paint(CanvasFrame f) {
        f.plan().rings().forEach((queue, ring) -> {
            CanvasShapes.slotRing(f.gc(), f.style(), ring.centre(), ring.radius(), ring.beadPx(), ring.size(),
                slot -> f.state().slots().getOrDefault(new VisualState.SlotKey(queue, slot), SlotState.FREE));
            if (ring.label() != null) {
                f.gc().setFill(f.style().ink());
                f.gc().setTextAlign(TextAlignment.CENTER);
                f.gc().fillText(queue.toString(), ring.label().getCenterX(), ring.label().getCenterY());
            }
        });
        for (VisualState.CasFlash lost : f.state().recentCasFailures()) {
            OverlayPlan.Ring ring = f.plan().rings().get(lost.queue());
            if (ring != null && lost.slot() < ring.size()) {
                CanvasShapes.casFailure(f.gc(), f.style(), ring.slotCentre(lost.slot()), ring.beadPx(),
                    f.fade(f.clock() - lost.timePs()), lost.full());
            }
        }
    }
}
