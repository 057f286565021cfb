export * from '@upclub/shared/constants';

export * from './phone';
export * from './rules';
export * from './schemas';
export * from './errors';
export * from './clubs';
export * from './samples';
export * from './profile';
export * from './messages';
export * from './text';
export * from './rooms';
