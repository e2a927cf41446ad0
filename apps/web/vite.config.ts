import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = 'http://localhost:3000';

// Vendor code is grouped by how often it changes and where it is needed, so a deploy that only
// touches our code keeps the big, stable chunks cached. Route pages stay in their own lazy chunks.
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  // @mantine/form is left out: only the lazily loaded marketing forms use it.
  { name: 'mantine', test: /[\\/]node_modules[\\/](@mantine[\\/](?!form[\\/])|@floating-ui[\\/])/ },
  {
    name: 'i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector|dayjs)[\\/]/,
  },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
