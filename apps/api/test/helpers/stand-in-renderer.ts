// A built web app whose server renderer is a stand-in (its module's source given): the server's
// rendering, threads and caching are tested without building the real web app.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Writes the build to a folder of its own; answers its dist folder (BuildOptions.webDist) and how to remove it. */
export function standInBuild(rendererSource: string): { webDist: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'luxe-render-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-server'));
  mkdirSync(path.join(root, 'dist', 'assets'));
  // A small stylesheet (the server puts it into the page) and a large one (it stays a link).
  writeFileSync(path.join(root, 'dist', 'assets', 'fonts.css'), '@font-face{font-family:Stand In}');
  writeFileSync(path.join(root, 'dist', 'assets', 'large.css'), `.a{color:red}${' '.repeat(20_000)}`);
  writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><title>T</title><link rel="stylesheet" crossorigin href="/assets/fonts.css"><link rel="stylesheet" crossorigin href="/assets/large.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), rendererSource);
  writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }');
  return { webDist: path.join(root, 'dist'), remove: () => rmSync(root, { recursive: true, force: true }) };
}
