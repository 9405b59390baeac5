#!/usr/bin/env node
// Prints a new AUTH_TOKEN_SECRET: 32 random bytes as base64url, what the configuration asks for.
import { randomBytes } from 'node:crypto';

console.log(randomBytes(32).toString('base64url'));
