import { existsSync } from 'node:fs';
import { type Env, EnvError, loadEnv } from '../env.ts';

/** Same configuration as the server; a bad variable ends the command with its name. */
export function loadCliEnv(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
