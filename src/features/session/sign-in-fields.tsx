import { Button, Checkbox, Group, PasswordInput, Stack, Textarea, TextInput } from '@mantine/core';
import type { Credentials } from './obtain-token';

type FieldProps = { form: Credentials; update: (patch: Partial<Credentials>) => void };

/** `demo`: the server is the reference server, whose demo account uses client id "dashboard". */
export function PasswordFields({ form, update, demo = false }: FieldProps & { demo?: boolean }) {
  const active = form.mode === 'password';
  return (
    <Stack gap="sm">
      <TextInput
        label="Username"
        autoComplete="username"
        required={active}
        value={form.username}
        onChange={(e) => update({ username: e.currentTarget.value })}
        data-autofocus
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required={active}
        value={form.password}
        onChange={(e) => update({ password: e.currentTarget.value })}
      />
      <TextInput
        label="Client ID"
        description={`Issued with your API access${demo ? '; the demo uses “dashboard”' : ''}.`}
        required={active}
        value={form.clientId}
        onChange={(e) => update({ clientId: e.currentTarget.value })}
      />
    </Stack>
  );
}

export function TokenFields({ form, update }: FieldProps) {
  return (
    <Textarea
      label="Access token"
      description="A bearer token (JWT) you already have. It is checked against the API before use."
      required={form.mode === 'token'}
      autosize
      minRows={3}
      maxRows={6}
      spellCheck={false}
      value={form.token}
      onChange={(e) => update({ token: e.currentTarget.value })}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
    />
  );
}

export function ConnectionFields({ form, update }: FieldProps) {
  return (
    <TextInput
      mt="sm"
      label="API base URL"
      description="“/api” is the server that serves this page. Another service must allow this origin (CORS)."
      value={form.baseUrl}
      onChange={(e) => update({ baseUrl: e.currentTarget.value })}
      placeholder="/api"
    />
  );
}

type ActionProps = { loading: boolean; remember: boolean; update: (patch: Partial<Credentials>) => void };

export function SignInActions({ loading, remember, update }: ActionProps) {
  return (
    <Group justify="space-between" mt="lg">
      <Checkbox
        label="Remember me on this device"
        checked={remember}
        onChange={(e) => update({ remember: e.currentTarget.checked })}
      />
      <Button type="submit" loading={loading}>
        Sign in
      </Button>
    </Group>
  );
}
