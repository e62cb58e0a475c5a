/** A tiny static server for the gallery on 127.0.0.1 (port 0 = any free port). */
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { AddressInfo } from "node:net";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml",
  ".js": "text/javascript; charset=utf-8", ".png": "image/png", ".webp": "image/webp", ".json": "application/json",
};

export interface Served {
  url: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  /**
   * Files (paths under root, "axe.min.js") the browser may keep for an hour instead of refetching:
   * a script every page loads is then fetched and compiled once per browser. Everything else is
   * no-store, so a rebuilt page or stylesheet shows on reload.
   */
  cached?: readonly string[];
}

export function serveStatic(root: string, port = 0, { cached = [] }: ServeOptions = {}): Promise<Served> {
  const base = normalize(root + sep);
  const keep = new Set(cached.map((path) => normalize(join(base, path))));
  const server = createServer(async (req, res) => {
    try {
      // Foundry serves the system at systems/eote/; the gallery's root stands in for it.
      let path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname).replace(/^\/systems\/eote\//, "/");
      if (path.endsWith("/")) path += "index.html";
      const file = normalize(join(base, path));
      if (!file.startsWith(base)) throw new Error("outside the gallery");
      const body = await readFile(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": keep.has(file) ? "max-age=3600" : "no-store" });
      res.end(body);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}/`,
        close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
      });
    });
  });
}
