import { setPasswordCostForTests } from "../src/auth/password";

// Every server test file, on either database: accounts hash at a low cost (src/auth/password.ts says why).
setPasswordCostForTests("low");
