import { tracer } from '@empires/messaging';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { finalize, tap, type Observable } from 'rxjs';

/**
 * A span around each root query and mutation resolver (`mutation submitAction`), active while it
 * runs, so the command it sends is that span's child and a move's trace starts at the API. Nest
 * binds the handler's async context when `handle()` is called: calling it inside the span's
 * context is what makes the span active in the resolver. Installed only with tracing on.
 */
@Injectable()
export class ResolverSpans implements NestInterceptor {
  intercept(execution: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (execution.getType<GqlContextType>() !== 'graphql') return next.handle();
    const info = GqlExecutionContext.create(execution).getInfo<GraphQLResolveInfo>();
    const type = info.operation.operation;
    if (type === 'subscription' || info.path.prev) return next.handle();
    const span = tracer().startSpan(`${type} ${info.fieldName}`, { kind: SpanKind.SERVER });
    return context
      .with(trace.setSpan(context.active(), span), () => next.handle())
      .pipe(
        tap({ error: (error) => span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) }) }),
        finalize(() => span.end()),
      );
  }
}
