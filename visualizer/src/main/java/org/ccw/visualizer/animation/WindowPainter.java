package org.ccw.visualizer.animation;

import javafx.scene.canvas.GraphicsContext;

/** Sliding windows as slot strips under each host: in flight filled, just acknowledged ticked, free empty. */
final class WindowPainter implements CanvasFrame.Painter {

    @Override
    public void paint(CanvasFrame f) {
        GraphicsContext gc = f.gc();
        CanvasStyle style = f.style();
        f.state().windows().forEach((key, slots) -> f.plan().window(key).ifPresent(strip -> {
            double x = strip.slots().getMinX();
            double y = strip.slots().getMinY();
            double slot = f.plan().slotPx();
            double tick = slot / OverlayPlan.SLOT_PX;
            boolean showAcked = f.clock() - slots.acknowledgedPs() < f.state().fadePs();
            for (int i = 0; i < slots.size(); i++) {
                double sx = x + i * slot;
                gc.setFill(style.slot());
                gc.fillRect(sx, y, slot - 2, slot - 2);
                if (i < slots.inFlight()) {
                    gc.setFill(style.request());
                    gc.fillRect(sx, y, slot - 2, slot - 2);
                } else if (showAcked && i < slots.inFlight() + slots.acknowledged()) {
                    gc.setStroke(style.reply());
                    gc.strokeLine(sx + 1.5 * tick, y + 4.5 * tick, sx + 4 * tick, y + 7 * tick);
                    gc.strokeLine(sx + 4 * tick, y + 7 * tick, sx + 8 * tick, y + 1.5 * tick);
                }
                gc.setStroke(style.ink());
                gc.strokeRect(sx, y, slot - 2, slot - 2);
            }
            gc.setFill(slots.full() ? style.drop() : style.ink());
            f.label(strip.label(), OverlayText.window(f.geometry().topology().nodeName(key.peer()),
                slots.inFlight(), slots.size(), slots.full()));
        }));
    }
}
