export const  misformatted = {a:1}
