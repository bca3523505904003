import type { ComponentPropsWithRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

// Mantine's polymorphic components need a concrete <a> variant for typed router links.
export const AnchorLink = createLink((props: AnchorProps & ComponentPropsWithRef<'a'>) => <Anchor {...props} />);
export const ButtonLink = createLink((props: ButtonProps & ComponentPropsWithRef<'a'>) => (
  <Button component="a" {...props} />
));
