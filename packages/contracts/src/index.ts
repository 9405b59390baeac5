export * from './analytics';
export * from './errors';
export * from './faqs';
export * from './health';
export * from './medications';
export * from './money';
export * from './products';
export * from './query';
