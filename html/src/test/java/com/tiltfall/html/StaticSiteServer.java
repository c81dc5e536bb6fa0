package com.tiltfall.html;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Serves the compiled web build from a folder on 127.0.0.1, on a free port, for the browser tests only. Like
 * scripts/web-server.py: a file's precompressed copy (name.gz, made by the build) is sent when the browser accepts
 * gzip. Requests are answered in parallel, as by a real server (scripts/web-server.py is threaded too). Tests can
 * make paths fail (404), hold their answers back until released (a slow download), and replace a file's content.
 */
final class StaticSiteServer implements AutoCloseable {
    private final HttpServer server;
    private final Path root;
    /** Paths (without the leading /) that answer 404, as if the file were missing. */
    volatile Predicate<String> missing = p -> false;
    /** Paths whose content is replaced (uncompressed). */
    final Map<String, byte[]> replaced = new ConcurrentHashMap<>();
    /** Paths whose answer waits for {@link #release()}. */
    private volatile Predicate<String> held = p -> false;

    private volatile CountDownLatch gate = new CountDownLatch(0);
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "test-site");
        t.setDaemon(true);
        return t;
    });

    StaticSiteServer(Path root) throws IOException {
        this.root = root.toAbsolutePath().normalize();
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
        server.createContext("/", this::handle);
        server.setExecutor(threads);
        server.start();
    }

    /** From now on, requests for these paths are answered only once {@link #release()} is called. */
    void hold(Predicate<String> paths) {
        gate = new CountDownLatch(1);
        held = paths;
    }

    /** Answers the held requests, and no longer holds any. */
    void release() {
        held = p -> false;
        gate.countDown();
    }

    String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/" + path;
    }

    private void handle(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        if (path.endsWith("/")) path += "index.html";
        String rel = path.substring(1);
        if (held.test(rel)) {
            try {
                gate.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        Path file = root.resolve(rel).normalize();
        byte[] body = replaced.get(rel);
        if (body == null && (!file.startsWith(root) || !Files.isRegularFile(file)) || missing.test(rel)) {
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
            return;
        }
        String name = file.getFileName().toString();
        exchange.getResponseHeaders().set("Content-Type", contentType(name));
        exchange.getResponseHeaders().set("Vary", "Accept-Encoding");
        // hashed names never change; the rest must be checked again (the service worker too)
        boolean immutable = name.endsWith(".cache.js") || rel.matches("assets/.*-[0-9a-f]{32}\\.[^/]+");
        exchange.getResponseHeaders()
                .set("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        Path gz = file.resolveSibling(name + ".gz");
        String accept = exchange.getRequestHeaders().getFirst("Accept-Encoding");
        if (body == null) {
            if (accept != null && accept.contains("gzip") && Files.isRegularFile(gz)) {
                body = Files.readAllBytes(gz);
                exchange.getResponseHeaders().set("Content-Encoding", "gzip");
            } else {
                body = Files.readAllBytes(file);
            }
        }
        if ("HEAD".equals(exchange.getRequestMethod())) {
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
            return;
        }
        exchange.sendResponseHeaders(200, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    static String contentType(String name) {
        if (name.endsWith(".html")) return "text/html; charset=utf-8";
        if (name.endsWith(".js")) return "application/javascript";
        if (name.endsWith(".css")) return "text/css";
        if (name.endsWith(".png")) return "image/png";
        if (name.endsWith(".json")) return "application/json";
        if (name.endsWith(".webmanifest")) return "application/manifest+json";
        if (name.endsWith(".txt")
                || name.endsWith(".fnt")
                || name.endsWith(".glsl")
                || name.endsWith(".tmx")
                || name.endsWith(".tsx")
                || name.endsWith(".tmj")
                || name.endsWith(".replay")
                || name.endsWith(".md")) return "text/plain; charset=utf-8";
        if (name.endsWith(".ogg")) return "audio/ogg";
        if (name.endsWith(".mp3")) return "audio/mpeg";
        if (name.endsWith(".wav")) return "audio/wav";
        return "application/octet-stream";
    }

    @Override
    public void close() {
        release();
        server.stop(0);
        threads.shutdownNow();
    }
}
