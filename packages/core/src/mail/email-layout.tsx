import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';

export interface EmailLayoutProps {
  lang: string;
  preview: string;
  greeting: string;
  body: string;
  button: string;
  link: string;
  fallback: string;
  signature: string;
  footer: string;
}

const accent = '#e8336d';

/** One layout for every e-mail: greeting, paragraph, call-to-action button, plain link, signature. */
export function EmailLayout(props: EmailLayoutProps) {
  return (
    <Html lang={props.lang}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: '#f6f6f8', fontFamily: 'Inter, Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', borderRadius: 16, maxWidth: 480, padding: 32 }}>
          <Text style={{ color: accent, fontSize: 20, fontWeight: 700, margin: '0 0 16px' }}>Reelcraft</Text>
          <Text style={{ fontSize: 16, color: '#111' }}>{props.greeting}</Text>
          <Text style={{ fontSize: 16, color: '#111', lineHeight: '24px' }}>{props.body}</Text>
          <Section style={{ margin: '24px 0' }}>
            <Button
              href={props.link}
              style={{ backgroundColor: accent, borderRadius: 12, color: '#fff', fontSize: 16, fontWeight: 600, padding: '12px 20px' }}
            >
              {props.button}
            </Button>
          </Section>
          <Text style={{ fontSize: 13, color: '#555' }}>
            {props.fallback} <Link href={props.link}>{props.link}</Link>
          </Text>
          <Text style={{ fontSize: 14, color: '#111' }}>{props.signature}</Text>
          <Hr />
          <Text style={{ fontSize: 12, color: '#777' }}>{props.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}
