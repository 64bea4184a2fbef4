import { Global, Module } from '@nestjs/common';
import { AuthenticationCheckController } from './authentication-check.controller.js';
import { TokenAuthenticator } from './token-authenticator.js';

@Global()
@Module({
  controllers: [AuthenticationCheckController],
  providers: [TokenAuthenticator],
  exports: [TokenAuthenticator],
})
export class AuthModule {}
