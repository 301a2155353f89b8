package org.ccw.app.cli;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

/**
 * A real browser drawing an exported SVG file, for {@link ExportsInABrowserTest}: Chromium's headless screenshot
 * of the file, at the figure's size in CSS pixels times a device scale, so it comes out as large as the PNG export
 * at that scale. Found as {@code $CCW_CHROMIUM}, else the first of {@code chromium-headless-shell} (Debian's
 * package of that name, which {@code .ci/run} installs), {@code chromium}, {@code chromium-browser} and
 * {@code google-chrome} on the {@code PATH}.
 */
final class HeadlessChromium {
    private static final List<String> NAMES = List.of("chromium-headless-shell", "chromium", "chromium-browser",
        "google-chrome");
    private static final long TIMEOUT_SECONDS = 60;

    private final Path executable;

    private HeadlessChromium(Path executable) {
        this.executable = executable;
    }

    /** The browser this machine has, if any. */
    static Optional<HeadlessChromium> find() {
        String chosen = System.getenv("CCW_CHROMIUM");
        if (chosen != null && !chosen.isBlank()) {
            return Optional.of(Path.of(chosen)).filter(Files::isExecutable).map(HeadlessChromium::new);
        }
        String path = System.getenv().getOrDefault("PATH", "");
        return NAMES.stream()
            .flatMap(name -> Stream.of(path.split(File.pathSeparator)).filter(dir -> !dir.isEmpty())
                .map(dir -> Path.of(dir, name)))
            .filter(Files::isExecutable).findFirst().map(HeadlessChromium::new);
    }

    /**
     * {@code svg} drawn in a {@code width} x {@code height} CSS-pixel window at {@code scale} device pixels per CSS
     * pixel; {@code work} holds the screenshot and the browser's profile.
     */
    BufferedImage render(Path svg, int width, int height, double scale, Path work) throws IOException,
            InterruptedException {
        Path shot = work.resolve(svg.getFileName() + ".chromium.png");
        List<String> command = new ArrayList<>(List.of(executable.toString(), "--headless",
            // root in a container has no user namespace for the sandbox; the page is our own file
            "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=" + work.resolve("chromium-profile"),
            "--force-device-scale-factor=" + String.format(Locale.ROOT, "%s", scale),
            "--window-size=" + width + "," + height,
            "--screenshot=" + shot.toAbsolutePath(),
            svg.toAbsolutePath().toUri().toString()));
        Path log = work.resolve("chromium.log");
        Process browser = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!browser.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            browser.destroyForcibly();
            throw new IOException(executable + " took over " + TIMEOUT_SECONDS + " s to draw " + svg);
        }
        if (browser.exitValue() != 0 || !Files.exists(shot)) {
            throw new IOException(executable + " drew no screenshot of " + svg + " (exit " + browser.exitValue()
                + "):\n" + Files.readString(log));
        }
        return ImageIO.read(shot.toFile());
    }

    @Override
    public String toString() {
        return executable.toString();
    }
}
