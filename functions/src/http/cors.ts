/** The browser normally calls its own origin (CloudFront routes /v1/*); CORS serves other configured origins. */
const origins = (process.env.CORS_ORIGINS ?? 'http://localhost:4321')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

export const corsOptions = {
  origins,
  credentials: true,
  headers: 'Authorization, Content-Type, Accept, X-Localization, X-Currency, X-Fingerprint',
  methods: 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  /** Lets a browser on another origin read how long to wait after a 429. */
  exposeHeaders: 'Retry-After',
  maxAge: 600,
};
