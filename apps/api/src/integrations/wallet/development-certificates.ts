import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import type { AppleWalletCredentials, GoogleWalletCredentials } from './wallet-pass-signer';

/** The identities the development credentials are made for (a real Pass Type ID looks alike). */
export const DEVELOPMENT_APPLE_PASS_TYPE_ID = 'pass.com.arxsavingsclub.development';
export const DEVELOPMENT_APPLE_TEAM_ID = 'ARXDEVTEAM';
export const DEVELOPMENT_GOOGLE_ISSUER_ID = 'arx-development';
export const DEVELOPMENT_GOOGLE_SERVICE_ACCOUNT = 'wallet@arx-development.invalid';

const UID_OID = '0.9.2342.19200300.100.1.1';
const ORGANIZATION = 'ARX Savings Club (development)';

/** node:crypto makes the keys (native, fast); node-forge only assembles the certificates. */
function rsaKeyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

type Attribute = { name?: string; type?: string; value: string };

/**
 * UTF8String values (forge's default PrintableString cannot hold every character). The
 * typings call valueTagClass an ASN.1 class, but forge reads it as the value's tag type.
 */
function utf8(attributes: Attribute[]): forge.pki.CertificateField[] {
  return attributes.map((a) => ({
    ...a,
    valueTagClass: forge.asn1.Type.UTF8,
  })) as unknown as forge.pki.CertificateField[];
}

function certificate(options: {
  subject: Attribute[];
  issuer: Attribute[];
  publicKeyPem: string;
  signingKeyPem: string;
  years: number;
  isCa: boolean;
}): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(options.publicKeyPem);
  // A positive serial: a leading 0x01 byte keeps the DER integer's sign bit clear.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(now + options.years * 365 * 24 * 3600 * 1000);
  cert.setSubject(utf8(options.subject));
  cert.setIssuer(utf8(options.issuer));
  cert.setExtensions(
    options.isCa
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
          { name: 'subjectKeyIdentifier' },
        ]
      : [
          { name: 'basicConstraints', cA: false, critical: true },
          { name: 'keyUsage', digitalSignature: true, critical: true },
          { name: 'subjectKeyIdentifier' },
        ],
  );
  cert.sign(forge.pki.privateKeyFromPem(options.signingKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/**
 * A stand-in for Apple's chain: a self-signed "WWDR" CA and a pass signing certificate it
 * issued, with the subject Apple gives a Pass Type ID certificate. The CA's key is dropped once
 * the signer is issued, so nothing more can ever be signed by this CA. Wallet on a phone will
 * not install such a pass; the chain exists so the whole path can run and be verified.
 */
export function createDevelopmentAppleCredentials(
  ids = { passTypeId: DEVELOPMENT_APPLE_PASS_TYPE_ID, teamId: DEVELOPMENT_APPLE_TEAM_ID },
): AppleWalletCredentials {
  const ca = rsaKeyPair();
  const signer = rsaKeyPair();
  const caName: Attribute[] = [
    { name: 'commonName', value: 'ARX Development WWDR Stand-in CA' },
    { name: 'organizationalUnitName', value: 'Development' },
    { name: 'organizationName', value: ORGANIZATION },
    { name: 'countryName', value: 'US' },
  ];
  const wwdrPem = certificate({
    subject: caName,
    issuer: caName,
    publicKeyPem: ca.publicKey,
    signingKeyPem: ca.privateKey,
    years: 20,
    isCa: true,
  });
  const certificatePem = certificate({
    subject: [
      { type: UID_OID, value: ids.passTypeId },
      { name: 'commonName', value: `Pass Type ID: ${ids.passTypeId}` },
      { name: 'organizationalUnitName', value: ids.teamId },
      { name: 'organizationName', value: ORGANIZATION },
      { name: 'countryName', value: 'US' },
    ],
    issuer: caName,
    publicKeyPem: signer.publicKey,
    signingKeyPem: ca.privateKey,
    years: 10,
    isCa: false,
  });
  return {
    passTypeId: ids.passTypeId,
    teamId: ids.teamId,
    certificatePem,
    privateKeyPem: signer.privateKey,
    keyPassphrase: null,
    wwdrPem,
  };
}

export function createDevelopmentGoogleCredentials(): GoogleWalletCredentials {
  return {
    issuerId: DEVELOPMENT_GOOGLE_ISSUER_ID,
    serviceAccountEmail: DEVELOPMENT_GOOGLE_SERVICE_ACCOUNT,
    privateKeyPem: rsaKeyPair().privateKey,
  };
}
