import { words } from "./i18n";

/* The account pages' words: log in, sign up, verify the email, forget and reset the password (issue 38 moved them here). */

export const loginPageTexts = words("loginPageTexts", {
  heading: "Login",
  subtitle: "Welcome back. Log in to order tools and follow your orders.",
  title: "Login · AgroForge",
  description: "Log in to your AgroForge account to order tools, follow your orders and ask for quotes.",
  email: "Email",
  password: "Password",
  forgot: "Forgot your password?",
  submit: "Login",
  newHere: "New to AgroForge?",
  createAccount: "Create New Account",
  or: "OR",
} as const);

export const signUpPageTexts = words("signUpPageTexts", {
  heading: "Sign Up",
  subtitle: "Create your account to order tools at factory prices.",
  title: "Sign Up · AgroForge",
  description: "Open an AgroForge account to order agricultural tools direct from the manufacturer.",
  name: "Name",
  email: "Email",
  password: "Password",
  submit: "Sign Up",
  haveAccount: "Already have an account?",
  login: "Please Login",
  or: "OR",
  dismiss: "Dismiss",
  /** Under the locked Email of a sign-up from an invitation. */
  invitedHint: "The address your invitation was sent to.",
} as const);

export const passwordPageTexts = words("passwordPageTexts", {
  forgotHeading: "Forgot your password?",
  forgotSubtitle: "We will email you a link to choose a new one.",
  forgotTitle: "Forgot password · AgroForge",
  email: "Email",
  sendLink: "Send reset link",
  remembered: "Remembered it?",
  backToLogin: "Back to Login",
  resetHeading: "Choose a new password",
  resetSubtitle: "The link from your email works once, for 30 minutes.",
  resetTitle: "Reset password · AgroForge",
  login: "Login",
  newPassword: "New password",
  confirmPassword: "Confirm new password",
  setPassword: "Set new password",
  expired: "Link expired?",
  askAgain: "Ask for a new one",
} as const);

export const verifyEmailPageTexts = words("verifyEmailPageTexts", {
  heading: "Verify your email",
  subtitle: "Confirming the address of your account.",
  title: "Verify your email · AgroForge",
  verifying: "Verifying your email address",
  myOrders: "Go to My orders",
  login: "Login",
} as const);
