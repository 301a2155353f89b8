package org.ccw.app.cli;

import java.util.Locale;
import org.ccw.app.window.run.PauseAt;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads {@code --pause-at}: {@code first-drop}, {@code event:N} (a trace record's number) or a simulated time
 * as {@link SimulatedTime} reads it ({@code 120us}, {@code 2.5ms}; a bare number is µs).
 */
final class PauseAtOption implements ITypeConverter<PauseAt> {
    private static final String EVENT_PREFIX = "event:";

    @Override
    public PauseAt convert(String text) {
        String value = text.trim().toLowerCase(Locale.ROOT);
        if (value.equals("first-drop")) {
            return new PauseAt.FirstDrop();
        }
        if (value.startsWith(EVENT_PREFIX)) {
            try {
                long number = Long.parseLong(value.substring(EVENT_PREFIX.length()));
                if (number >= 0) {
                    return new PauseAt.AtEvent(number);
                }
            } catch (NumberFormatException e) {
                // reported below with the accepted forms
            }
            throw new TypeConversionException("'" + text + "' is not an event number; write e.g. event:1200");
        }
        try {
            return new PauseAt.AtTime(new SimulatedTime().convert(value));
        } catch (TypeConversionException e) {
            throw new TypeConversionException("'" + text + "' is not a place to pause at; write first-drop, "
                + "a time such as 120us, or event:N");
        }
    }
}
