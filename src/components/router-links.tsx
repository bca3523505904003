import type { ComponentPropsWithRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

// Mantine's polymorphic components lose the router's typed `to`/`params`/`search` with
// component={Link}; createLink over a concrete <a> variant keeps them.
export const AnchorLink = createLink((props: AnchorProps & ComponentPropsWithRef<'a'>) => (
  <Anchor {...props} />
));
export const ButtonLink = createLink((props: ButtonProps & ComponentPropsWithRef<'a'>) => (
  <Button component="a" {...props} />
));
