// An input that ends inside an attribute's parentheses (u-after-unclosed-attribute.cu).
__attribute__((gHECK