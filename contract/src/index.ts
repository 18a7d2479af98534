export * from './routes';
export * from './limits';
export * from './password';
export * from './messages';
export * from './account';
export * from './students-auth';
