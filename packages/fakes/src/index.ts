export { startFakeSmtp, type FakeSmtp } from './smtp/fake-smtp.ts';
