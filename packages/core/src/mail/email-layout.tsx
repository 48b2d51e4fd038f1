import { Body, Button, Column, Container, Head, Hr, Html, Link, Preview, Row, Section, Text } from '@react-email/components';

/** One label/value line of a table under the paragraph (the receipt's amount, date, card…). */
export interface EmailDetail {
  label: string;
  value: string;
}

export interface EmailLayoutProps {
  lang: string;
  preview: string;
  greeting: string;
  body: string;
  /** Optional rows shown as a table in HTML and as "label: value" lines in the text part. */
  details?: readonly EmailDetail[] | undefined;
  /** `lines` for the text part: html-to-text would break each table cell onto its own line. */
  detailsAs?: 'table' | 'lines' | undefined;
  button: string;
  link: string;
  fallback: string;
  signature: string;
  footer: string;
}

const accent = '#e8336d';

/** One layout for every e-mail: greeting, paragraph, optional detail rows, call-to-action button, plain link, signature. */
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
          {props.details && props.details.length > 0 && props.detailsAs === 'lines' ? (
            <Section>
              {props.details.map((detail) => (
                <Text key={detail.label} style={{ margin: 0 }}>{`${detail.label}: ${detail.value}`}</Text>
              ))}
            </Section>
          ) : null}
          {props.details && props.details.length > 0 && props.detailsAs !== 'lines' ? (
            <Section style={{ backgroundColor: '#f6f6f8', borderRadius: 12, padding: '8px 16px' }}>
              {props.details.map((detail) => (
                <Row key={detail.label}>
                  <Column style={{ color: '#555', fontSize: 14, padding: '6px 12px 6px 0', verticalAlign: 'top', width: '40%' }}>{`${detail.label}:`}</Column>
                  <Column style={{ color: '#111', fontSize: 14, fontWeight: 600, padding: '6px 0', verticalAlign: 'top' }}>{detail.value}</Column>
                </Row>
              ))}
            </Section>
          ) : null}
          <Section style={{ margin: '24px 0' }}>
            <Button href={props.link} style={{ backgroundColor: accent, borderRadius: 12, color: '#fff', fontSize: 16, fontWeight: 600, padding: '12px 20px' }}>
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
