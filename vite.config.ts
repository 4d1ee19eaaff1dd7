import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src/web',
  // The server render needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss()],
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
  },
}));
