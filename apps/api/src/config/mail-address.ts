/**
 * The From header as an operator writes it: `members@example.com` or
 * `ARX Savings Club <members@example.com>` (a name with a comma or a colon goes in quotes, as a
 * mail system would otherwise read a list). Control characters are refused anywhere: a line break
 * would let the setting add headers of its own.
 */
const ADDRESS = String.raw`[^\s<>()[\]\\,;:"@\x00-\x1f\x7f]+@[^\s<>()[\]\\,;:"@\x00-\x1f\x7f]+`;
const PLAIN_NAME = String.raw`[^<>()\\,;:"@\x00-\x1f\x7f]+`;
const QUOTED_NAME = String.raw`"[^"\\\x00-\x1f\x7f]*"`;
const MAIL_FROM = new RegExp(`^(?:${ADDRESS}|(?:${QUOTED_NAME}|${PLAIN_NAME})\\s*<${ADDRESS}>)$`);

export function isMailFrom(value: string): boolean {
  return MAIL_FROM.test(value);
}

/** smtp:// or smtps:// with a host; credentials and a port may follow, as nodemailer reads them. */
export function isSmtpUrl(value: string): boolean {
  if (!/^smtps?:\/\//.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Whether a password would cross the network before TLS: an smtp:// URL (TLS only if the server
 * offers STARTTLS) that carries credentials. smtps:// speaks TLS from the first byte.
 */
export function sendsCredentialsBeforeTls(url: string): boolean {
  const { protocol, username, password } = new URL(url);
  return protocol === 'smtp:' && (username !== '' || password !== '');
}
