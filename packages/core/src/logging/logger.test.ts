import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logUnredacted } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { lines, logger: createLogger('info', {}, stream) };
}

describe('createLogger', () => {
  it('scrubs addresses and capability links from every part of a line, children and errors included', () => {
    const { lines, logger } = capture();
    const child = logger.child({ req_id: 'r1', who: 'anna@example.com' });
    child.info({ path: '/api/files/SECRETTOKEN1', to: 'anna@example.com' }, 'sent to anna@example.com');
    child.error({ err: new Error('duplicate key (email)=(anna@example.com) at /password?token=SECRETTOKEN2') }, 'failed');
    const output = lines.join('');
    expect(output).not.toContain('anna@example.com');
    expect(output).not.toMatch(/SECRETTOKEN/);
    expect(output).toContain('a***@example.com');
    expect(output).toContain('/api/files/[redacted]');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toHaveLength(2);
  });

  it('censors known secret fields by name', () => {
    const { lines, logger } = capture();
    logger.info({ body: { password: 'hunter22', token: 'abc', refresh_token: 'def' } }, 'x');
    expect(lines.join('')).not.toMatch(/hunter22|"abc"|"def"/);
  });

  it('writes the one sanctioned unredacted line as is, and scrubs again right after', () => {
    const { lines, logger } = capture();
    logUnredacted(() => logger.warn({ mail: { to: 'anna@example.com', text: 'http://x.test/password?token=T0K' } }, 'deliver by hand'));
    logger.info({ to: 'anna@example.com' }, 'after');
    expect(lines[0]).toContain('anna@example.com');
    expect(lines[0]).toContain('token=T0K');
    expect(lines[1]).not.toContain('anna@example.com');
  });
});
