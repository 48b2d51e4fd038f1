// spdx-expression-parse ships no types; the shape of its result is documented in its README.
declare module 'spdx-expression-parse' {
  export type SpdxExpression =
    { license: string; plus?: boolean; exception?: string } | { conjunction: 'and' | 'or'; left: SpdxExpression; right: SpdxExpression };
  /** Parses an SPDX licence expression; throws on anything that is not one. */
  export default function parse(expression: string): SpdxExpression;
}
