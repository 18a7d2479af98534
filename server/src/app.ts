import zlib from 'node:zlib';
/** buildApp(): the whole HTTP application, for main.ts and for tests (fastify.dev Guides/Testing). */
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { limits } from '@aralin/contract';
import type { AppContext } from './context';
import { trustProxyOption } from './config';
import { registerErrorHandling } from './plugins/errors';
import { registerAuth } from './plugins/auth';
import { registerCsrf } from './plugins/csrf';
import { isApiPath, registerWeb } from './plugins/web';
import { logStream, registerAccessLog } from './plugins/access-log';
import { registerObservability } from './plugins/observability';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerOpenApi } from './plugins/openapi';
import { registerAfterReply } from './plugins/after-reply';
import { registerIdempotency } from './plugins/idempotency';
import { accountRoutes } from './features/account/account.routes';
import { studentSignInRoutes } from './features/students/student-sign-in.routes';
import { registerMultipart } from './plugins/multipart';
import { filesRoutes } from './features/files/files.routes';
import { useFileLinkSecret } from './lib/file-links';
import { teachersRoutes } from './features/teachers/teachers.routes';
import { sectionsRoutes } from './features/sections/sections.routes';
import { studentsRoutes } from './features/students/students.routes';
import { studentProgressRoutes } from './features/students/student-progress.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { subjectsRoutes } from './features/subjects/subjects.routes';
import { activitiesRoutes } from './features/activities/activities.routes';
import { activityEditRoutes } from './features/activities/activity-edit.routes';
import { assignmentsRoutes } from './features/assignments/assignments.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { libraryRecordingsRoutes } from './features/library-recordings/library-recordings.routes';
import { playRoutes } from './features/play/play.routes';
import { studentAppRoutes } from './features/student-app/student-app.routes';
import { dashboardsRoutes } from './features/dashboards/dashboards.routes';
import { performanceRoutes } from './features/performance/performance.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { practicePackRoutes } from './features/practice-pack/practice-pack.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { classListRoutes } from './features/class-list/class-list.routes';
import { joiningRoutes } from './features/joining/joining.routes';
import { classTabletRoutes } from './features/class-tablet/class-tablet.routes';
import { studentTracingRoutes } from './features/students/student-tracing.routes';
import { studentOtherLanguageRoutes } from './features/students/student-other-language.routes';

export interface BuildOptions {
  ctx: AppContext;
  logger?: boolean | object;
  /** Extra feature plugins (each issue's routes are listed in FEATURES below). */
}

/** Feature route plugins, in one place. */
const FEATURES = [
  accountRoutes,
  studentSignInRoutes,
  filesRoutes,
  teachersRoutes,
  sectionsRoutes,
  studentsRoutes,
  studentProgressRoutes,
  settingsRoutes,
  subjectsRoutes,
  activitiesRoutes,
  activityEditRoutes,
  assignmentsRoutes,
  uploadsRoutes,
  libraryRecordingsRoutes,
  playRoutes,
  studentAppRoutes,
  dashboardsRoutes,
  performanceRoutes,
  reportsRoutes,
  practicePackRoutes,
  messagesRoutes,
  privacyRoutes,
  classListRoutes,
  joiningRoutes,
  classTabletRoutes,
  studentTracingRoutes,
  studentOtherLanguageRoutes,
];

const SECRET_QUERY = /([?&](?:token|otp|password|refresh)=)[^&]*/gi;

export async function buildApp({ ctx, logger = false }: BuildOptions): Promise<FastifyInstance> {
  useFileLinkSecret(ctx.secret);
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: ctx.config.logLevel,
            // Lines are written by a buffered, asynchronous stream: logging never blocks a request (issue 11).
            stream: logStream(),
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrftoken"]', 'res.headers["set-cookie"]'],
            serializers: {
              req: (req: { method: string; url: string; ip?: string; id: string }) => ({
                id: req.id,
                method: req.method,
                url: req.url.replace(SECRET_QUERY, '$1[redacted]'),
                ip: req.ip,
              }),
            },
            ...(typeof logger === 'object' ? logger : {}),
          },
    // One line per request only at debug; at info, a summary a minute (plugins/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: limits.jsonBodyMaxBytes,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerIdempotency(app, ctx);
  if (logger !== false) registerAccessLog(app);
  // Answers of the API carry tokens or personal data: never stored by a browser or a shared cache.
  app.addHook('onSend', async (req, reply) => {
    if (isApiPath(req.url)) reply.header('cache-control', 'no-store');
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // A teacher's lesson link may be a picture or a video on another site, or a YouTube or Vimeo video,
        // shown in the app's lesson viewer (issue 19); scripts stay the app's own.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // API answers above 1 KiB go out compressed (issue 10). Brotli at a low quality costs little CPU; the web
  // app's files are compressed once at build time and sent as they are (plugins/web.ts).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^(application\/(json|problem\+json)|text\/(csv|plain|html))(;|$)/,
  });
  await app.register(fastifyCookie);
  await registerMultipart(app);
  await registerOpenApi(app);
  registerObservability(app, ctx);
  registerAuth(app, ctx);
  registerCsrf(app, ctx);
  registerAfterReply(app, ctx);
  for (const feature of FEATURES) await app.register(feature, { ctx });
  await registerWeb(app, ctx);
  return app;
}
