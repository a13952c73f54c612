import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Large libraries get chunks of their own, so no chunk passes 1 MB and they cache across releases. */
const vendorGroups = [
  { name: 'vendor-icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 30 },
  { name: 'vendor-antd', test: /node_modules[\\/]antd[\\/]/, priority: 20 },
  { name: 'vendor-antd-base', test: /node_modules[\\/](@ant-design|@rc-component|rc-[^\\/]+|@emotion)[\\/]/, priority: 15 },
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/, priority: 20 },
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: vendorGroups } },
    },
  },
});
