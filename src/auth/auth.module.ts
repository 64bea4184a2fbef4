import { DynamicModule, Global, Module } from '@nestjs/common';
import { writePipeline } from '../core/write/pipeline.js';
import { AuthenticationCheckController } from './authentication-check.controller.js';
import { CredentialChecker } from './credentials.js';
import { LoginController } from './login.controller.js';
import { PermissionStore } from './permissions.js';
import { ProvisionController } from './provision.controller.js';
import { RateLimits } from './rate-limit.js';
import { SessionService } from './session.js';
import { TokenAuthenticator } from './token-authenticator.js';
import { forgetUsersCaches } from './users-writes.js';

@Global()
@Module({
  controllers: [AuthenticationCheckController, LoginController, ProvisionController],
  providers: [TokenAuthenticator, PermissionStore, SessionService, CredentialChecker, RateLimits],
  exports: [TokenAuthenticator, PermissionStore, SessionService, CredentialChecker, RateLimits],
})
export class AuthModule {
  static register(): DynamicModule {
    writePipeline.add(forgetUsersCaches);
    return { module: AuthModule };
  }
}
