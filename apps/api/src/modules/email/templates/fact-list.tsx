import { Section, Text } from '@react-email/components';
import { textStyle } from './email-layout';

/** One label and its value, e.g. ["Amount paid", "$99.00"]. */
export type Fact = readonly [label: string, value: string];

const row = { ...textStyle, margin: '0 0 6px' } as const;

/**
 * The few facts a member may need to find again (plan, amount, dates), one per line, so they
 * stay readable on a narrow phone and come out as "Label: value" lines in the text part.
 */
export function FactList({ facts }: { facts: ReadonlyArray<Fact> }) {
  return (
    <Section style={{ backgroundColor: '#f0fdfa', borderRadius: 8, margin: '0 0 16px', padding: '12px 16px' }}>
      {facts.map(([label, value], i) => (
        <Text key={label} style={i === facts.length - 1 ? { ...row, margin: 0 } : row}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  );
}
