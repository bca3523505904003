import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Box, Center, Collapse, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { serverInfoQuery } from '@/api/server-info';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { IconRadar } from '@tabler/icons-react';
import { ErrorState } from '@/components/error-state';
import { lastBaseUrl } from './session-store';
import { safeRedirect, signIn } from './session-actions';
import { obtainToken, type Credentials } from './obtain-token';
import { ConnectionFields, PasswordFields, SignInActions, TokenFields } from './sign-in-fields';
import classes from './sign-in-page.module.css';

const route = getRouteApi('/sign-in');

export function SignInPage() {
  const { redirect, reason } = route.useSearch();
  const router = useRouter();
  const [form, setForm] = useState<Credentials>({
    mode: 'password',
    username: '',
    password: '',
    clientId: 'dashboard',
    token: '',
    baseUrl: lastBaseUrl(),
    remember: false,
  });
  const [showConnection, setShowConnection] = useState(form.baseUrl !== '/api');
  const update = (patch: Partial<Credentials>) => setForm((prev) => ({ ...prev, ...patch }));
  // The demo account exists on the reference server only (not behind a proxy to the real service).
  const demo = useQuery(serverInfoQuery(form.baseUrl)).data === true;

  const mutation = useMutation({
    mutationFn: obtainToken,
    // The form shows this error itself; 401 here means wrong credentials, not an ended session.
    meta: { silent: true },
    onSuccess: ({ token, baseUrl }) => {
      signIn(token, baseUrl, form.remember);
      void router.navigate({ href: safeRedirect(redirect), replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(form);
  };

  return (
    <Center component="main" className={classes.page}>
      <Box w="100%" maw={420}>
        <Stack align="center" gap={4} mb="lg">
          <IconRadar size={40} className={classes.mark} aria-hidden />
          <Title order={1} fz="h2">
            Narrative Desk
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            Sign in to explore mentions, narratives and where they come from.
          </Text>
        </Stack>
        {reason === 'expired' && (
          <Alert color="yellow" title="Your session ended" mb="md" data-testid="sign-in-reason">
            The service no longer accepts your sign-in, so you were brought here. Sign in again to continue
            {redirect ? ': you will return to the page you were on' : ''}.
          </Alert>
        )}
        <Paper
          withBorder
          shadow="sm"
          p="lg"
          radius="md"
          component="form"
          onSubmit={submit}
          aria-label="Sign in"
        >
          <Tabs
            value={form.mode}
            onChange={(mode) => update({ mode: mode === 'token' ? 'token' : 'password' })}
          >
            <Tabs.List grow mb="md">
              <Tabs.Tab value="password">With password</Tabs.Tab>
              <Tabs.Tab value="token">With a token</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="password">
              <PasswordFields form={form} update={update} demo={demo} />
            </Tabs.Panel>
            <Tabs.Panel value="token">
              <TokenFields form={form} update={update} />
            </Tabs.Panel>
          </Tabs>
          <Anchor
            component="button"
            type="button"
            size="sm"
            mt="sm"
            onClick={() => setShowConnection((v) => !v)}
          >
            {showConnection ? 'Hide connection settings' : 'Connection settings'}
          </Anchor>
          <Collapse expanded={showConnection}>
            <ConnectionFields form={form} update={update} />
          </Collapse>
          {mutation.isError && (
            <Box mt="md">
              <ErrorState error={mutation.error} title="Could not sign in" />
            </Box>
          )}
          <SignInActions loading={mutation.isPending} remember={form.remember} update={update} />
        </Paper>
        {demo && (
          <Text c="dimmed" size="xs" ta="center" mt="md" data-testid="demo-account">
            Demo data: user <b>demo</b>, password <b>demo</b>.
          </Text>
        )}
      </Box>
    </Center>
  );
}
