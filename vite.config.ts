import { readFileSync } from 'node:fs';
import { defineConfig, minify, transformWithOxc, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { installableApp } from './scripts/installable-app.js';

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src/web',
  // The server render needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [bootScript(), installableApp()])],
  // The server render (entry-server.tsx) carries its libraries: `npm start` needs no web packages at run time.
  ssr: { noExternal: true },
  // React picks its build by NODE_ENV at run time; the server render is built for production whatever
  // the server process's NODE_ENV says (npm start sets none).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Everything the entry imports statically loads on every page anyway: one file for it
            // rather than dozens of small shared ones, each a request and a module to link.
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          },
        },
  },
}));

/**
 * src/web/boot.ts starts the app on pages drawn by the server (src/server/http/page-template.ts). It
 * imports nothing and is built on its own: as a second entry of the app's build it would change how the
 * app's modules are split into files. It lands in the manifest under its source name.
 */
function bootScript(): Plugin {
  const source = 'src/web/boot.ts';
  return {
    name: 'ronda-boot-script',
    async generateBundle() {
      const { code: script } = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
      const { code } = await minify('boot.js', script);
      this.emitFile({ type: 'asset', name: 'boot.js', originalFileName: 'boot.ts', source: code });
    },
  };
}
