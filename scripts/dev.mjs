#!/usr/bin/env node
// npm run dev: the API with reload on :3000 and Vite on :5173 proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@arx/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@arx/web'], { stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
