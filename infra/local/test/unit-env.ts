/** Unit tests load modules that read configuration at import: give them harmless values. */
process.env.TABLE_NAME ??= 'unit-test-table';
process.env.JWT_SECRET ??= 'unit-test-secret-unit-test-secret-0123456789';
process.env.AWS_REGION ??= 'eu-central-1';
process.env.AWS_ACCESS_KEY_ID ??= 'local';
process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
process.env.LOG_LEVEL ??= 'warn';
process.env.UPLOADS_BUCKET ??= 'unit-test-uploads';
