#!/usr/bin/env node
// The MinIO client commands compose.yaml uses, for the s3rver stand-in:
//   mc alias set <alias> <url> <key> <secret>   (fails while the server does not answer)
//   mc ready <alias>                            (exit 0 once the server answers)
//   mc mb [--ignore-existing] <alias>/<bucket>
// The alias "local" is http://127.0.0.1:9000, as in the MinIO image.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const file = '/tmp/mc-aliases.json';
const aliases = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
aliases.local ??= 'http://127.0.0.1:9000';
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));

const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(3000) }).then(
    () => true,
    () => false,
  );
const say = (line) => process.stdout.write(`${line}\n`);
const fail = (message) => {
  console.error(`mc: ${message}`);
  process.exit(1);
};

if (args[0] === 'alias' && args[1] === 'set' && args[2] && args[3]) {
  if (!(await answers(args[3]))) fail(`${args[3]} does not answer`);
  aliases[args[2]] = args[3].replace(/\/+$/, '');
  writeFileSync(file, JSON.stringify(aliases));
  say(`Added \`${args[2]}\` successfully.`);
} else if (args[0] === 'ready' && aliases[args[1]]) {
  if (!(await answers(aliases[args[1]]))) fail(`${args[1]} is not ready`);
  say(`The cluster '${args[1]}' is ready`);
} else if (args[0] === 'mb' && args[1]?.includes('/')) {
  const [alias, bucket] = args[1].split('/');
  if (!aliases[alias]) fail(`unknown alias ${alias}`);
  // An x-amz-* header makes s3rver answer as S3 (not as a static website).
  const response = await fetch(`${aliases[alias]}/${bucket}`, {
    method: 'PUT',
    headers: { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
  });
  const exists = response.status === 409;
  if (!response.ok && !(exists && flags.includes('--ignore-existing'))) {
    fail(`making bucket ${bucket}: HTTP ${response.status}`);
  }
  say(`Bucket created successfully \`${args[1]}\`.`);
} else {
  fail('this stand-in knows only: alias set, ready, mb [--ignore-existing]');
}
